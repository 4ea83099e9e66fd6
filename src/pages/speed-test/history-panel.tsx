import { Trans, useLingui } from '@lingui/react/macro';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { dateTime, mbit, ms } from './figures';
import { LineChart } from './line-chart';
import { useLocale } from '../../i18n/use-locale';
import * as s from './speed-test.css';

/** Earlier results on this device, with download over time. */
export function HistoryPanel({ history }: { history: SpeedTestResult[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (history.length === 0) return null;
  const points = [...history].reverse().map((r) => ({ x: Date.parse(r.at), y: r.download }));
  return (
    <section className={s.history} aria-labelledby="history-title">
      <h2 id="history-title">
        <Trans>Your earlier results</Trans>
      </h2>
      {points.length > 1 && <LineChart points={points} label={t`Download over time`} height={100} />}
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Download`}</th>
              <th scope="col">{t`Upload`}</th>
              <th scope="col">{t`Ping`}</th>
              <th scope="col">{t`Grade`}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((r) => (
              <tr key={r.at}>
                <td>
                  <time dateTime={r.at}>{dateTime(r.at, locale)}</time>
                </td>
                <td>{mbit(r.download, locale)}</td>
                <td>{mbit(r.upload, locale)}</td>
                <td>{ms(r.idle.median, locale)}</td>
                <td>{r.grade}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
