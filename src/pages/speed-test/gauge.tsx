/** A semicircular gauge on a log scale (1 Mbit/s to 10 Gbit/s): drawn with SVG attributes only. */
import * as s from './speed-test.css';

const marks = [1, 10, 50, 100, 500, 1000, 10000];
const minLog = Math.log10(1);
const maxLog = Math.log10(10000);
const r = 90;

/** 0-1 position of a rate on the scale. */
export function gaugePosition(mbit: number): number {
  if (!(mbit > 1)) return 0;
  return Math.min(1, (Math.log10(mbit) - minLog) / (maxLog - minLog));
}

function point(fraction: number, radius = r) {
  const angle = Math.PI * (1 - fraction);
  return { x: 100 + radius * Math.cos(angle), y: 100 - radius * Math.sin(angle) };
}

function arc(to: number) {
  const end = point(to);
  return `M 10 100 A ${r} ${r} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/** `reading` is in `unit`: Mbit/s while a transfer runs, ms while the ping is measured. */
export function Gauge({ reading, unit, label }: { reading: number; unit: string; label: string }) {
  const fraction = gaugePosition(reading);
  return (
    <figure className={s.gauge} aria-label={label}>
      <svg viewBox="0 0 200 120" role="img" aria-hidden="true">
        <path d={arc(1)} className={s.gaugeTrack} />
        {fraction > 0 && <path d={arc(fraction)} className={s.gaugeValue} />}
        {marks.map((m) => {
          const p = point(gaugePosition(m), r - 16);
          return (
            <text key={m} x={p.x.toFixed(1)} y={(p.y + 3).toFixed(1)} className={s.gaugeMark} textAnchor="middle">
              {m >= 1000 ? `${m / 1000}G` : m}
            </text>
          );
        })}
      </svg>
      <figcaption className={s.gaugeReadout}>
        <span className={s.gaugeNumber}>{reading >= 100 ? Math.round(reading) : reading.toFixed(1)}</span>
        <span className={s.gaugeUnit}>{unit}</span>
      </figcaption>
    </figure>
  );
}
