/** The home page's short blocks on additional services and ways to pay, each leading to its page. */
import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../../routing/app-link';
import { button } from '../../../ui/button.css';
import { container } from '../../../ui/container.css';
import * as s from './service-links.css';

export function ServiceLinks() {
  return (
    <div className={`${container} ${s.row}`}>
      <section className={s.card} aria-labelledby="home-services-title">
        <h2 id="home-services-title" className={s.title}>
          <Trans>Additional services</Trans>
        </h2>
        <ul className={s.list}>
          <li>
            <Trans>A static IP address for cameras or your own server</Trans>
          </li>
          <li>
            <Trans>A Wi-Fi 6 router, a mesh node or a UPS to rent</Trans>
          </li>
          <li>
            <Trans>A technician at home the same day</Trans>
          </li>
          <li>
            <Trans>More TV devices and the football package</Trans>
          </li>
        </ul>
        <AppLink to="additional" className={button.outline}>
          <Trans>All additional services</Trans>
        </AppLink>
      </section>
      <section className={s.card} aria-labelledby="home-payments-title">
        <h2 id="home-payments-title" className={s.title}>
          <Trans>How to pay</Trans>
        </h2>
        <ul className={s.list}>
          <li>
            <Trans>By card in the ZoriaNet app or the personal cabinet</Trans>
          </li>
          <li>
            <Trans>In cash at 43 points of our payment partner</Trans>
          </li>
          <li>
            <Trans>In self-service terminals</Trans>
          </li>
          <li>
            <Trans>In your bank's app, by contract number</Trans>
          </li>
        </ul>
        <AppLink to="payment-methods" className={button.outline}>
          <Trans>Payment methods</Trans>
        </AppLink>
      </section>
    </div>
  );
}
