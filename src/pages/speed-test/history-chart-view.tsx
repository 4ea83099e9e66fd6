import { useLingui } from '@lingui/react/macro';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { useLocale } from '../../i18n/use-locale';
import { dateTime, mbit } from './figures';
import { type ChartBox, historyChart } from './history-chart';
import * as s from './speed-test.css';

const box: ChartBox = { width: 320, height: 140, pad: { top: 8, right: 8, bottom: 20, left: 36 } };

/** Download and upload over the kept results, drawn inline; the table below holds the same figures. */
export function HistoryChartView({ history }: { history: readonly SpeedTestResult[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const chart = historyChart(history, box);
  const first = chart.times[0];
  const last = chart.times[chart.times.length - 1];
  const bottom = box.height - box.pad.bottom;
  return (
    <figure className={s.historyFigure}>
      <svg className={s.historyChart} viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby="history-chart-title" aria-describedby="history-chart-desc" data-testid="history-chart">
        <title id="history-chart-title">{t`Download and upload over your earlier results`}</title>
        <desc id="history-chart-desc">{t`Results: ${history.length}, from ${first ? dateTime(first.at, locale) : ''} to ${last ? dateTime(last.at, locale) : ''}; scale up to ${mbit(chart.max, locale)} Mbit/s. The figures are in the table below.`}</desc>
        <line x1={box.pad.left} x2={box.width - box.pad.right} y1={box.pad.top} y2={box.pad.top} className={s.chartGrid} />
        <line x1={box.pad.left} x2={box.width - box.pad.right} y1={bottom} y2={bottom} className={s.chartGrid} />
        <text x={box.pad.left - 4} y={box.pad.top + 4} textAnchor="end" className={s.chartLabel}>
          {mbit(chart.max, locale)}
        </text>
        <text x={box.pad.left - 4} y={bottom + 4} textAnchor="end" className={s.chartLabel}>
          0
        </text>
        <polyline points={chart.download} className={s.chartDownload} data-series="download" />
        <polyline points={chart.upload} className={s.chartUpload} data-series="upload" />
      </svg>
      <figcaption className={s.chartLegend}>
        <span className={s.legendDownload}>{t`Download`}</span> <span className={s.legendUpload}>{t`Upload`}</span> <span>{t`Mbit/s`}</span>
      </figcaption>
    </figure>
  );
}
