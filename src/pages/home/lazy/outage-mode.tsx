/**
 * Outage mode: when the home page opens without a connection (typically the installed app
 * during an outage), it leads with what a subscriber needs: support numbers as call links
 * (they work over the mobile network), the latest saved notices of technical works and
 * emergencies, a short troubleshooting path, and the saved guides. Loaded only offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSiteData } from '../../../data/site-data';
import { translation } from '../../../domain/content/translate';
import { formatDate } from '../../../domain/format';
import { useLocale } from '../../../i18n/use-locale';
import { PhoneItems } from '../../../ui/phone-items';
import { readOfflineMeta } from '../../../offline/offline-meta';
import { AppLink } from '../../../routing/app-link';
import { container } from '../../../ui/container.css';
import type { GuideLink, NewsCard } from '../load';
import * as s from './outage-mode.css';

export default function OutageMode({ notices, routerGuides }: { notices: NewsCard[]; routerGuides: GuideLink[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { phones } = useSiteData();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    void readOfflineMeta().then((meta) => setSavedAt(meta?.savedAt ?? null));
  }, []);
  return (
    <section className={s.band} aria-labelledby="outage-title">
      <div className={container}>
        <h2 id="outage-title" className={s.title}>
          <Trans>No internet connection</Trans>
        </h2>
        <p className={s.lead}>
          <Trans>
            You are offline. If your home internet is down, these steps usually help, and our support answers around the
            clock — the numbers below work over the mobile network.
          </Trans>
        </p>
        <div className={s.columns}>
          <div className={s.box}>
            <h3 className={s.boxTitle}>
              <Trans>Call support 24/7</Trans>
            </h3>
            <ul className={s.phones}>
              <PhoneItems phones={phones} linkClassName={s.phone} />
            </ul>
          </div>
          <div className={s.box}>
            <h3 className={s.boxTitle}>
              <Trans>What to check</Trans>
            </h3>
            <ol className={s.steps}>
              <li>
                <Trans>
                  Look at the lights of the fibre terminal and the router: a red LOS light means the fibre line is down —
                  call us.
                </Trans>
              </li>
              <li>
                <Trans>Restart the router: unplug it for 30 seconds, plug it back in and wait two minutes.</Trans>
              </li>
              <li>
                <Trans>Check that the cables sit firmly in their ports and the power adapter is on.</Trans>
              </li>
              <li>
                <Trans>Still nothing? Open the setup guide for your router:</Trans>
                <ul className={s.chips}>
                  {routerGuides.map((g) => (
                    <li key={g.id}>
                      <AppLink to="routers-guide" params={{ key: g.url_key }} className={s.chip}>
                        {translation(g.translations, locale).title}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </li>
            </ol>
            <p className={s.fresh}>
              <AppLink to="setup-pc" className={s.link}>
                <Trans>Computer network setup</Trans>
              </AppLink>
              {' · '}
              <AppLink to="faq-category" params={{ url_key: 'tv-setup' }} className={s.link}>
                <Trans>TV setup</Trans>
              </AppLink>
              {' · '}
              <AppLink to="faq" className={s.link}>
                <Trans>FAQ</Trans>
              </AppLink>
            </p>
          </div>
          <div className={s.box}>
            <h3 className={s.boxTitle}>
              <Trans>Works and outages</Trans>
            </h3>
            {notices.length ? (
              <ul className={s.notices}>
                {notices.map((n) => (
                  <li key={n.id}>
                    <time className={s.noticeDate} dateTime={n.date_created}>
                      {formatDate(n.date_created, 'dayMonth', locale)}
                    </time>
                    <AppLink to="news-item" params={{ id: n.id }} className={s.link}>
                      {translation(n.translations, locale).title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <Trans>No saved notices.</Trans>
              </p>
            )}
            <p className={s.fresh}>
              {savedAt
                ? t`Notices as saved on this device on ${formatDate(savedAt, 'dayMonthTime', locale)}; newer ones may exist.`
                : t`These notices are from your last visit; newer ones may exist.`}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
