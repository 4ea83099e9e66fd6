import { Trans, useLingui } from '@lingui/react/macro';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { dateTime, mbit, ms } from './figures';
import { HistoryChartView } from './history-chart-view';
import { useLocale } from '../../i18n/use-locale';
import * as s from './speed-test.css';

/** Earlier results on this device, with download over time. */
export function HistoryPanel({ history }: { history: SpeedTestResult[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (history.length === 0) return null;
  return (
    <section className={s.history} aria-labelledby="history-title">
      <h2 id="history-title">
        <Trans>Your earlier results</Trans>
      </h2>
      {history.length > 1 && <HistoryChartView history={history} />}
      <div className={s.tableWrap}>
        <table className={`${s.table} ${s.historyTable}`} data-testid="history-table">
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Download, Mbit/s`}</th>
              <th scope="col">{t`Upload, Mbit/s`}</th>
              <th scope="col">{t`Ping, ms`}</th>
              <th scope="col">{t`Grade`}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((r) => (
              <tr key={r.at}>
                <td>
                  <time dateTime={r.at}>{dateTime(r.at, locale)}</time>
                </td>
                <td data-label={t`Download, Mbit/s`}>{mbit(r.download, locale)}</td>
                <td data-label={t`Upload, Mbit/s`}>{mbit(r.upload, locale)}</td>
                <td data-label={t`Ping, ms`}>{ms(r.idle.median, locale)}</td>
                <td data-label={t`Grade`}>{r.grade}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
