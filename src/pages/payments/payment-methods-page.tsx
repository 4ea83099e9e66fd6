import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteData } from '../../data/site-data';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import { BankSteps } from './bank-steps';
import { CashPoints } from './cash-points';
import type { PaymentsData } from './load';
import * as s from './payments.css';

/** /payment-methods: the app, the personal cabinet, the partner's cash points, terminals and banks' apps. */
export default function PaymentMethodsPage({ title, data }: PageProps) {
  const { groups, count } = data as PaymentsData;
  const { settings } = useSiteData();
  const { t } = useLingui();
  const sections = [
    { id: 'app', label: t`Mobile app` },
    { id: 'cabinet', label: t`Personal cabinet` },
    { id: 'cash', label: t`Cash points` },
    { id: 'terminals', label: t`Terminals` },
    { id: 'banks', label: t`Banks' apps` },
  ];
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.h1}>{title}</h1>
        <p className={s.lead}>
          <Trans>
            Every way of paying needs only your contract number (the personal account). Billing runs in 30-day periods: pay before the period ends and the internet and TV go on without a
            break.
          </Trans>
        </p>
        <OfflineSavedNote />
        <nav aria-label={t`Ways to pay`}>
          <ul className={s.jump}>
            {sections.map((x) => (
              <li key={x.id}>
                <a href={`#${x.id}`} className={s.jumpLink}>
                  {x.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className={s.pair}>
        <section id="app" className={s.card} aria-labelledby="pay-app">
          <h2 id="pay-app" className={s.h2}>
            <Trans>Mobile app</Trans>
          </h2>
          <p className={s.text}>
            <Trans>The quickest way: top up by card in two taps, see the balance, receipts and payment history, and turn on a reminder before the period ends.</Trans>
          </p>
          <ol className={s.steps}>
            <li>
              <Trans>Install the ZoriaNet app and sign in with the phone number in your contract.</Trans>
            </li>
            <li>
              <Trans>Tap Top up and enter the amount.</Trans>
            </li>
            <li>
              <Trans>Pay by card, Apple Pay or Google Pay: the money is on the account at once.</Trans>
            </li>
          </ol>
          {settings && (
            <p className={s.links}>
              <a href={settings.android_app_url} target="_blank" rel="noopener noreferrer">
                <Trans>Google Play</Trans>
              </a>
              <a href={settings.ios_app_url} target="_blank" rel="noopener noreferrer">
                <Trans>App Store</Trans>
              </a>
            </p>
          )}
        </section>
        <section id="cabinet" className={s.card} aria-labelledby="pay-cabinet">
          <h2 id="pay-cabinet" className={s.h2}>
            <Trans>Personal cabinet</Trans>
          </h2>
          <p className={s.text}>
            <Trans>The same in a browser on any computer or phone, with receipts to download and the payment history.</Trans>
          </p>
          <ol className={s.steps}>
            <li>
              <Trans>Open the personal cabinet and sign in with your contract number and password.</Trans>
            </li>
            <li>
              <Trans>Choose Payment, enter the amount and pay by card.</Trans>
            </li>
            <li>
              <Trans>Turn on autopayment if you want the card charged each period by itself.</Trans>
            </li>
          </ol>
          {settings && (
            <p className={s.links}>
              <a href={settings.cabinet_url} target="_blank" rel="noopener noreferrer">
                <Trans>Open the personal cabinet</Trans>
              </a>
            </p>
          )}
        </section>
      </div>

      <section id="cash" className={s.section} aria-labelledby="pay-cash">
        <h2 id="pay-cash" className={s.h2}>
          <Trans>Cash points</Trans>
        </h2>
        <p className={s.text}>
          <Trans>
            Pay in cash without commission at the points of our payment partner ({count} in all): name your contract number and keep the receipt. The money reaches your account within
            15 minutes.
          </Trans>
        </p>
        <CashPoints groups={groups} />
      </section>

      <section id="terminals" className={s.section} aria-labelledby="pay-terminals">
        <h2 id="pay-terminals" className={s.h2}>
          <Trans>Terminals</Trans>
        </h2>
        <p className={s.text}>
          <Trans>Self-service terminals in shops and bank branches take cash and cards. The terminal's owner may take a commission: the screen shows it before you pay.</Trans>
        </p>
        <ol className={s.steps}>
          <li>
            <Trans>Choose Services, then Internet and TV, and find ZoriaNet.</Trans>
          </li>
          <li>
            <Trans>Enter your contract number and check the name shown.</Trans>
          </li>
          <li>
            <Trans>Insert the notes or pay by card, then take the receipt and keep it until the money is on the account.</Trans>
          </li>
        </ol>
      </section>

      <section id="banks" className={s.section} aria-labelledby="pay-banks">
        <h2 id="pay-banks" className={s.h2}>
          <Trans>Banks' apps</Trans>
        </h2>
        <p className={s.text}>
          <Trans>Any Ukrainian bank's app can pay us. The menus differ a little; the three usual ways are below.</Trans>
        </p>
        <BankSteps />
      </section>
    </div>
  );
}
