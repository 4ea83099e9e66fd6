import { Trans } from '@lingui/react/macro';
import { useSiteData } from '../../data/site-data';
import { container } from '../../ui/container.css';
import * as s from './app-promo.css';
import { ContentPicture } from '../../ui/content-picture';

/** The mobile app: what it does and where to get it. */
export function AppPromo() {
  const { settings } = useSiteData();
  return (
    <section className={s.band} aria-labelledby="app-promo-title">
      <div className={`${container} ${s.inner}`}>
        <div className={s.text}>
          <h2 id="app-promo-title" className={s.title}>
            <Trans>Everything in the ZoriaNet app</Trans>
          </h2>
          <ul className={s.list}>
            <li>
              <Trans>Balance, receipts and payment history</Trans>
            </li>
            <li>
              <Trans>Top up by card in two taps</Trans>
            </li>
            <li>
              <Trans>Change tariff or freeze the service</Trans>
            </li>
            <li>
              <Trans>Loyalty bonuses and the referral programme</Trans>
            </li>
            <li>
              <Trans>Your TV devices and a speed test</Trans>
            </li>
          </ul>
          {settings && (
            <div className={s.stores}>
              <a className={s.store} href={settings.android_app_url} target="_blank" rel="noopener noreferrer">
                <Trans>Get it on Google Play</Trans>
              </a>
              <a className={s.store} href={settings.ios_app_url} target="_blank" rel="noopener noreferrer">
                <Trans>Download on the App Store</Trans>
              </a>
            </div>
          )}
        </div>
        <ContentPicture className={s.picture} asset="app-promo.svg" alt="" width={480} height={520} loading="lazy" />
      </div>
    </section>
  );
}
