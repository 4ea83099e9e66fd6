// Replays the recorded speed-test series (tests/bench/recordings, clean lines) through candidate
// figures and counts how many land within ±1 % of the line's goodput, per congestion control:
// the engine's own figure as recorded, the plain mean of the plateau, and the caught-up chord
// (the slope between the cumulative's highest points, against the rate, in the plateau's first
// and second halves: a stall's lag at either end left out; the engine's caughtUpRate, which
// figures a transfer that never settled since 2026-11-30), the envelope, and both over the fine
// slots where a recording kept them. docs/speed-test.md has the result.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';

const recordings = new URL('./recordings/', import.meta.url).pathname;

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

/**
 * The line's capacity by its envelope: the steepest slope between two of the cumulative's local
 * highs (against the rate, within ±`reach` bins) at least half the plateau apart. Between two
 * moments the streams had caught up, the bytes can only fall short of the line, never exceed it.
 */
export function envelope(rates, from, rate, reach = 2) {
  const cumulative = [0];
  for (let i = from; i < rates.length; i++) cumulative.push(cumulative.at(-1) + rates[i]);
  const n = cumulative.length - 1;
  const span = Math.max(2, Math.round(n / 2));
  let r = rate;
  for (let round = 0; round < 10; round++) {
    const d = cumulative.map((c, i) => c - r * i);
    const highs = [];
    for (let k = 1; k <= n; k++) {
      let high = true;
      for (let j = Math.max(0, k - reach); j <= Math.min(n, k + reach) && high; j++) high = d[j] <= d[k];
      if (high) highs.push(k);
    }
    let best = -Infinity;
    for (const a of highs) for (const b of highs) if (b - a >= span) best = Math.max(best, (cumulative[b] - cumulative[a]) / (b - a));
    if (!Number.isFinite(best) || best === r) break;
    r = best;
  }
  return r;
}

/** The fine slots per bin, where a recording has them (ByteBins.fineMs). */
const fineShare = 8;

export async function run() {
  const { module: stability } = await runnerImport(new URL('../../workers/speedtest/stability.ts', import.meta.url).pathname, { configFile: false, logLevel: 'silent' });
  const caughtUpChord = (rates, from, to, rate) => stability.caughtUpRate(rates.slice(0, to), from, rate);
  const tally = new Map();
  const count = (name, cc, error) => {
    const key = `${name}, ${cc}`;
    const t = tally.get(key) ?? { within: 0, all: 0, errors: [] };
    t.all++;
    if (Math.abs(error) <= 1) t.within++;
    t.errors.push(Math.abs(error));
    tally.set(key, t);
  };
  const files = readdirSync(recordings).filter((f) => f.endsWith('.json'));
  for (const file of files) {
    const saved = JSON.parse(readFileSync(join(recordings, file), 'utf8'));
    for (const row of saved.rows ?? saved) {
      if (row.c.lossPct) continue; // lossy lines have their own rule (a truth that spreads)
      for (const result of Object.values(row.ours.runs ?? row.ours)) {
        for (const [direction, key] of [['download', 'down'], ['upload', 'up']]) {
          const series = result?.series?.[direction];
          if (!series) continue;
          const truth = row.truth[key];
          const error = (mbps) => (100 * (mbps - truth)) / truth;
          const plateau = series.rates.slice(series.from);
          count('engine figure', row.c.cc, error(result[key]));
          count('plateau mean', row.c.cc, error(plateau.reduce((a, b) => a + b, 0) / plateau.length));
          count('caught-up chord', row.c.cc, error(caughtUpChord(series.rates, series.from, series.rates.length, result[key])));
          count('envelope', row.c.cc, error(envelope(series.rates, series.from, result[key])));
          if (series.fine) {
            // The same transfers' figures with and without the fine slots, side by side.
            count('engine figure, where 25 ms slots were kept', row.c.cc, error(result[key]));
            count('caught-up chord over 25 ms slots', row.c.cc, error(caughtUpChord(series.fine, series.from * fineShare, series.fine.length, result[key])));
            count('envelope over 25 ms slots', row.c.cc, error(envelope(series.fine, series.from * fineShare, result[key], 2 * fineShare)));
          }
        }
      }
    }
  }
  console.log(`\nEstimators replayed over ${files.join(', ')} (clean lines):`);
  console.log('| figure, congestion control | within ±1 % | median |error| % |');
  console.log('|---|---:|---:|');
  for (const [key, t] of [...tally].sort()) console.log(`| ${key} | ${t.within} of ${t.all} | ${median(t.errors).toFixed(2)} |`);
}
