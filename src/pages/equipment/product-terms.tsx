import { Trans } from '@lingui/react/macro';
import { shopTerms } from '../../domain/market/terms';
import * as s from './shop.css';

/** Delivery, payment and warranty, as every product page states them (commercial.md, section 9). */
export function ProductTerms() {
  const { freeDeliveryFrom, returnDays } = shopTerms;
  return (
    <ul className={s.terms}>
      <li className={s.term}>
        <span className={s.termTitle}>
          <Trans>Delivery.</Trans>
        </span>{' '}
        <Trans>Free from {freeDeliveryFrom} UAH within Zaporizhzhia, for subscribers of our network.</Trans>
      </li>
      <li className={s.term}>
        <span className={s.termTitle}>
          <Trans>Payment.</Trans>
        </span>{' '}
        <Trans>On delivery, in cash or from your subscriber account.</Trans>
      </li>
      <li className={s.term}>
        <span className={s.termTitle}>
          <Trans>Warranty.</Trans>
        </span>{' '}
        <Trans>The manufacturer's warranty; exchange or return within {returnDays} days.</Trans>
      </li>
    </ul>
  );
}
