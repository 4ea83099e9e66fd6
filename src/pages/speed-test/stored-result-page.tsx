import { Trans, useLingui } from '@lingui/react/macro';
import type { SpeedTestRecord } from '../../domain/speedtest/stored-result';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { dateTime, mbit, ms } from './figures';
import type { StoredResultData } from './stored-result-load';
import * as s from './speed-test.css';

/** A stored result as a card a subscriber can read out to support: the id first, then the figures. */
export default function StoredResultPage({ title, data }: PageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { stored } = data as StoredResultData;
  const r = stored.result;
  const connection: Record<NonNullable<SpeedTestRecord['connection']>, string> = {
    wifi: t`Wi-Fi`,
    ethernet: t`cable (Ethernet)`,
    cellular: t`mobile network`,
    bluetooth: t`Bluetooth`,
    wimax: t`WiMAX`,
    mixed: t`mixed`,
    none: t`none`,
    other: t`other`,
    unknown: t`unknown`,
  };
  const figures = [
    { label: t`Download`, text: `${mbit(r.download, locale)} ${t`Mbit/s`}` },
    { label: t`Upload`, text: `${mbit(r.upload, locale)} ${t`Mbit/s`}` },
    { label: t`Ping`, text: `${ms(r.ping, locale)} ${t`ms`}` },
    { label: t`Jitter`, text: `${ms(r.jitter, locale)} ${t`ms`}` },
    { label: t`Ping under load`, text: r.loaded === null ? '—' : `${ms(r.loaded, locale)} ${t`ms`}` },
  ];
  return (
    <div className={`${container} ${s.page}`}>
      <h1>{title}</h1>
      <section className={s.results} aria-labelledby="stored-id-label">
        <p id="stored-id-label" className={s.meta}>
          <Trans>Result number for support</Trans>
        </p>
        <p className={s.resultId} data-testid="stored-result-id">
          {stored.id}
        </p>
        <dl className={s.figures}>
          {figures.map((f) => (
            <div key={f.label} className={s.figure}>
              <dt>{f.label}</dt>
              <dd>{f.text}</dd>
            </div>
          ))}
        </dl>
        <p data-testid="stored-result-meta">
          <Trans>
            Server: {r.server}. Measured on {dateTime(r.at, locale)}.
          </Trans>{' '}
          {r.connection && <Trans>Connection: {connection[r.connection as keyof typeof connection] ?? r.connection}.</Trans>}
        </p>
        <p className={s.meta}>
          <Trans>Support keeps this result for 90 days. It holds only the figures above: no address and no name.</Trans>
        </p>
      </section>
      <p>
        <AppLink to="speed-test">
          <Trans>Run your own speed test</Trans>
        </AppLink>
      </p>
    </div>
  );
}
