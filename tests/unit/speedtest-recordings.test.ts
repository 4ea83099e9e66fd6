/**
 * The accuracy bench's recorded series (tests/bench/recordings: shaped lines under cubic and BBR,
 * docs/speed-test.md) replayed through today's figure. The downloads' streams start on a fixed
 * plan, so a run's figure is the figure of its recorded bins (the older recordings were made by
 * earlier estimators and reported a little differently). How many land within ±1 % of the line's
 * goodput is held as a floor: a change to the estimator that loses any fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assess, defaultStability } from '../../workers/speedtest/stability';
import { binMs, downloadPlan, firstWindowBin } from '../../workers/speedtest/transfer';

interface Recorded {
  c: { cc: 'cubic' | 'bbr'; lossPct?: number };
  truth: { down: number };
  /** The line's goodput; recordings from before 2026-11-29 have only the truth, which was the goodput on clean lines. */
  goodput?: { down: number };
  /** Whether the truth's repeats (iperf3 at the engine's stream counts) lay within ±1 % of the goodput (since 2026-11-29). */
  steady?: { down: boolean };
  ours: { runs?: Run[] } | Run[];
}
interface Run {
  series?: { download?: { rates: number[] } };
}

const dir = join(__dirname, '../bench/recordings');
const rows: Recorded[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const saved = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { rows?: Recorded[] } | Recorded[];
    return Array.isArray(saved) ? saved : (saved.rows ?? []);
  });

const runsOf = (row: Recorded): Run[] => (Array.isArray(row.ours) ? row.ours : (row.ours.runs ?? []));
const firstBin = firstWindowBin(downloadPlan, downloadPlan.max);
const within = (measured: number, truth: number, share: number) => Math.abs(measured - truth) <= share * truth;

function tally(cc: 'cubic' | 'bbr') {
  let all = 0;
  let close = 0;
  for (const row of rows.filter((r) => r.c.cc === cc && !r.c.lossPct)) {
    for (const run of runsOf(row)) {
      const rates = run.series?.download?.rates;
      if (!rates) continue;
      const figure = assess(rates, { binMs, ...defaultStability, firstBin }).mbps;
      all++;
      if (within(figure, (row.goodput ?? row.truth).down, 0.01)) close++;
    }
  }
  return { all, close };
}

describe('recorded downloads on clean shaped lines, replayed through the engine', () => {
  it('cubic: at least 36 of 39 within ±1 % of the goodput', () => {
    const { all, close } = tally('cubic');
    expect(all).toBe(39);
    expect(close).toBeGreaterThanOrEqual(36);
  });

  it('BBR: at least 76 of 150 within ±1 % (the bursty lines miss: docs/speed-test.md)', () => {
    const { all, close } = tally('bbr');
    expect(all).toBe(150);
    expect(close).toBeGreaterThanOrEqual(76);
  });

  it('BBR lines that carry their goodput steadily: every run within ±1 %', () => {
    const steady = rows.filter((r) => r.c.cc === 'bbr' && r.steady?.down);
    const figures = steady.flatMap((row) => runsOf(row).map((run) => ({ row, rates: run.series?.download?.rates ?? [] })));
    expect(figures.length).toBeGreaterThanOrEqual(9);
    for (const { row, rates } of figures) {
      const figure = assess(rates, { binMs, ...defaultStability, firstBin }).mbps;
      expect(Math.abs(figure - (row.goodput ?? row.truth).down) / (row.goodput ?? row.truth).down).toBeLessThanOrEqual(0.01);
    }
  });
});
