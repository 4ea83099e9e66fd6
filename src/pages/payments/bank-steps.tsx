import { Trans } from '@lingui/react/macro';
import * as s from './payments.css';

/** Three kinds of bank app, each with its steps: by the provider's name, by QR code, by the invoice details. */
export function BankSteps() {
  return (
    <div className={s.banks}>
      <section className={s.card} aria-labelledby="bank-search">
        <h3 id="bank-search" className={s.h3}>
          <Trans>A card bank's app: search by name</Trans>
        </h3>
        <ol className={s.steps}>
          <li>
            <Trans>Open Payments and type ZoriaNet in the search.</Trans>
          </li>
          <li>
            <Trans>Enter your contract number; the app shows the name on the contract.</Trans>
          </li>
          <li>
            <Trans>Enter the amount, confirm, and save the payment as a template for next time.</Trans>
          </li>
        </ol>
      </section>
      <section className={s.card} aria-labelledby="bank-qr">
        <h3 id="bank-qr" className={s.h3}>
          <Trans>A bank's app with a QR scanner</Trans>
        </h3>
        <ol className={s.steps}>
          <li>
            <Trans>Open the receipt in the personal cabinet or take the paper one.</Trans>
          </li>
          <li>
            <Trans>In the bank's app choose Scan QR and point the camera at the receipt's code.</Trans>
          </li>
          <li>
            <Trans>The recipient, the contract number and the amount fill in by themselves: check them and confirm.</Trans>
          </li>
        </ol>
      </section>
      <section className={s.card} aria-labelledby="bank-details">
        <h3 id="bank-details" className={s.h3}>
          <Trans>Any bank's app: by the details</Trans>
        </h3>
        <ol className={s.steps}>
          <li>
            <Trans>Choose a payment by details (IBAN) and copy the recipient's account and code from your receipt or the personal cabinet.</Trans>
          </li>
          <li>
            <Trans>In the purpose write: For internet, contract No. and your contract number.</Trans>
          </li>
          <li>
            <Trans>Confirm. Such a payment may take until the next banking day to arrive.</Trans>
          </li>
        </ol>
      </section>
    </div>
  );
}
