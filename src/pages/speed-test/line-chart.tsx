/** A small line chart as an SVG polyline: the live throughput, or the history over time. */
import * as s from './speed-test.css';

export function LineChart({ points, label, height = 80 }: { points: { x: number; y: number }[]; label: string; height?: number }) {
  const width = 300;
  if (points.length < 2) return <svg className={s.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} />;
  const xs = points.map((p) => p.x);
  const maxY = Math.max(...points.map((p) => p.y), 1);
  const minX = Math.min(...xs);
  const spanX = Math.max(...xs) - minX || 1;
  const coords = points
    .map((p) => `${(((p.x - minX) / spanX) * width).toFixed(1)},${(height - 4 - (p.y / maxY) * (height - 8)).toFixed(1)}`)
    .join(' ');
  return (
    <svg className={s.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
      <polyline points={coords} className={s.chartLine} />
    </svg>
  );
}
