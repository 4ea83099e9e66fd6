/**
 * When a transfer has reached its steady rate, and what that rate is. The ramp-up (TCP slow
 * start, streams being added) is left out. A 1 s window of bins within ±5 % decides when to
 * stop; the figure is the median of the bins over the whole plateau (a download's is then read
 * between caught-up moments: settledDownloadFigure; an upload's takes in a dip its plateau's
 * first bins repaid: settledUploadFigure).
 *
 * Why the median: each bin is a sample of what the link delivered in 200 ms. TCP's
 * head-of-line stalls put a dip and a catch-up burst in neighbouring bins, and a loss
 * recovery a dip of its own; a mean over the plateau moves with where its start cuts such a
 * pair and with recovery dips after the first tail drops, while the median is the rate the
 * connections sustained (the unit tests replay recorded streams).
 */
import { fineShare } from './bins';
import { mean, median } from './stats';

export interface StabilityOptions {
  binMs: number;
  /** Length of the window that must be stable, ms. */
  windowMs: number;
  /** Every bin of the window within ± this fraction of its mean. */
  tolerance: number;
  /** No window may start before this bin (e.g. until all parallel streams are running). */
  firstBin: number;
}

export interface Assessment {
  /** Whether a ±5 % window settled it (the figure is then the plateau's median; else see unsettledFigure). */
  stable: boolean;
  /** The figure, Mbit/s, over bins [from, to). */
  mbps: number;
  /** Bins [from, to) the figure was taken over. */
  from: number;
  to: number;
}

export const defaultStability = { windowMs: 1000, tolerance: 0.05 };

/**
 * Whether the latest window has every bin within the tolerance of its mean and does not
 * climb (a line fitted through it rises less than the tolerance: TCP's slow recovery after a
 * loss on a long path rises a little each bin, which passes the first test alone); if so, the figure is the
 * median over everything since the bins levelled off at that rate (the ramp end), not just
 * the last second: one quiet second is a lucky sample.
 */
export function stableWindow(rates: readonly number[], opts: StabilityOptions): Assessment | null {
  const size = Math.max(2, Math.round(opts.windowMs / opts.binMs));
  for (let end = rates.length; end - size >= opts.firstBin; end--) {
    const window = rates.slice(end - size, end);
    const m = mean(window);
    if (m > 0 && window.every((r) => Math.abs(r - m) <= opts.tolerance * m) && rise(window) <= opts.tolerance * m) {
      const from = plateauStart(rates.slice(0, end), Math.min(end - size, rampEnd(rates.slice(0, end), opts.firstBin, m)), m, opts.tolerance);
      return { stable: true, mbps: median(rates.slice(from, end)), from, to: end };
    }
    // Only the most recent window matters while measuring; older ones were checked before.
    break;
  }
  return null;
}

/**
 * The first stable window among those that ended after bin `examined` (the series' length at
 * the last look). Download bins complete one at a time, but upload bins only when the server
 * answers, a request's length at once: a window that was stable before a later loss would
 * otherwise never be looked at, and the recovery after it would end up in the figure.
 */
export function firstStableSince(rates: readonly number[], examined: number, opts: StabilityOptions): Assessment | null {
  for (let end = Math.max(1, examined + 1); end <= rates.length; end++) {
    const found = stableWindow(rates.slice(0, end), opts);
    if (found) return found;
  }
  return null;
}

/** How much a least-squares line through the bins rises from the first bin to the last. */
export function rise(window: readonly number[]): number {
  const n = window.length;
  const mid = (n - 1) / 2;
  let xy = 0;
  let xx = 0;
  window.forEach((y, i) => {
    xy += (i - mid) * y;
    xx += (i - mid) ** 2;
  });
  return xx ? (xy / xx) * (n - 1) : 0;
}

/**
 * Where the plateau starts: from the ramp end on, the first bin from which the median to the
 * end agrees with the stable window within half its tolerance. A loss early on (after slow
 * start) can leave TCP recovering for seconds on a long path; those seconds are not the rate
 * the line sustains once settled, which is what the window found.
 */
export function plateauStart(rates: readonly number[], from: number, windowMean: number, tolerance: number): number {
  const last = Math.max(from, rates.length - 1);
  let start = from;
  while (start < last && median(rates.slice(start)) < (1 - tolerance / 2) * windowMean) start++;
  return start;
}

/** A bin this close to the plateau has left the ramp. */
export const rampShare = 0.95;

/**
 * Where the ramp ends: the first bin reaching 95 % of the plateau (by default the median of
 * the second half of the series).
 */
export function rampEnd(rates: readonly number[], firstBin = 0, plateau = median(rates.slice(Math.floor(rates.length / 2)))): number {
  if (rates.length === 0) return 0;
  for (let i = firstBin; i < rates.length; i++) if ((rates[i] as number) >= rampShare * plateau) return i;
  return firstBin;
}

/** Bins of one block of the steady rate's evidence: 1 s. */
export const blockBins = 5;

/** Student's t at 97.5 % for k blocks (k − 1 degrees of freedom), k = 2 to 10; more: 2.26. */
const studentT = [NaN, NaN, 12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26];

/** A leading block this far above the mean of those after it is still slow start's overshoot. */
const overshootShare = 0.25;

export interface SteadyRate extends Assessment {
  /** Half the width of the 95 % interval of the figure, as a share of it (Infinity with fewer than 2 blocks). */
  spread: number;
}

/**
 * The rate a line that never settles within ±5 % delivers (random loss keeps every stream's
 * window cycling): the mean of whole 1 s blocks counted back from the end, over bins from
 * `from` on, leaving out leading blocks far above the rest (slow start's overshoot). The dips
 * skew such bins, so their median is not what the streams carried; the mean is. The blocks'
 * spread says how sure the figure is (docs/speed-test.md, "The figure").
 */
export function steadyRate(rates: readonly number[], from: number): SteadyRate {
  const start = Math.min(Math.max(0, from), rates.length);
  const count = Math.floor((rates.length - start) / blockBins);
  if (count < 1) {
    const tail = rates.slice(start);
    return { stable: false, mbps: tail.length ? mean(tail) : 0, from: start, to: rates.length, spread: Infinity };
  }
  const blocks: number[] = [];
  for (let b = count; b >= 1; b--) blocks.push(mean(rates.slice(rates.length - b * blockBins, rates.length - (b - 1) * blockBins)));
  let first = 0;
  while (blocks.length - first > 2 && (blocks[first] as number) > (1 + overshootShare) * mean(blocks.slice(first + 1))) first++;
  const kept = blocks.slice(first);
  const m = mean(kept);
  const k = kept.length;
  const sd = k > 1 ? Math.sqrt(kept.reduce((sum, x) => sum + (x - m) ** 2, 0) / (k - 1)) : Infinity;
  const spread = m > 0 && k > 1 ? ((studentT[k] ?? 2.26) * sd) / Math.sqrt(k) / m : Infinity;
  return { stable: false, mbps: m, from: rates.length - k * blockBins, to: rates.length, spread };
}

/**
 * A series has a level when at least half its bins lie within ±5 % of their median: a clean line
 * whose stall/burst pairs kept every 1 s window from settling. Its median is then the figure: a
 * mean moves with where the end cuts a pair (the bench's figures: docs/speed-test.md, "The figure").
 */
export const levelShare = 0.5;

export function levelled(rates: readonly number[]): boolean {
  const m = median(rates);
  return rates.length > 0 && m > 0 && rates.filter((r) => Math.abs(r - m) <= defaultStability.tolerance * m).length >= levelShare * rates.length;
}

/**
 * The figure of a transfer that never settled: the median after the ramp if the bins have a level,
 * else the steady rate's stretch, read between caught-up moments when its fine slots are given
 * (caughtUpRate). One cut off before any bin after the ramp was known (the time limit came
 * first) is judged on all its bins: what it moved is not nothing.
 */
export function unsettledFigure(rates: readonly number[], from: number, fine?: readonly number[]): SteadyRate {
  const firstBin = from < rates.length ? from : 0;
  const steady = steadyRate(rates, firstBin);
  const tail = rates.slice(firstBin);
  if (tail.length && levelled(tail)) return { ...steady, mbps: median(tail), from: firstBin, to: rates.length };
  return fine ? { ...steady, mbps: caughtUpRate(fine.slice(0, steady.to * fineShare), steady.from * fineShare, steady.mbps) } : steady;
}

/**
 * The rate between two moments the streams had caught up, over fine slots [from, end): a
 * head-of-line stall holds a stream's later bytes back until its retransmission arrives, so the
 * bytes counted fall behind what crossed the line and then catch up in a burst. A mean over a
 * window moves with where its ends cut such a lag; the slope between the cumulative's highest
 * points (against the rate) in the first half and in the second does not. Refined from `rate`
 * until it holds; `rate` when the slots are too few or the points too close (docs/speed-test.md,
 * "Between caught-up moments").
 */
export function caughtUpRate(slots: readonly number[], from: number, rate: number): number {
  const cumulative = [0];
  for (let i = Math.max(0, from); i < slots.length; i++) cumulative.push((cumulative.at(-1) as number) + (slots[i] as number));
  const n = cumulative.length - 1;
  const half = Math.floor(n / 2);
  const ahead = (i: number, r: number) => (cumulative[i] as number) - r * i;
  const highest = (lo: number, hi: number, r: number) => {
    let at = lo;
    for (let i = lo; i <= hi; i++) if (ahead(i, r) > ahead(at, r)) at = i;
    return at;
  };
  let r = rate;
  for (let round = 0; round < 20 && n >= 4; round++) {
    const a = highest(0, half, r);
    const b = highest(half, n, r);
    if (b - a < n / 3) break;
    const next = ((cumulative[b] as number) - (cumulative[a] as number)) / (b - a);
    if (next === r) break;
    r = next;
  }
  return Number.isFinite(r) && r > 0 ? r : rate;
}

/**
 * A settled download's figure: the rate between caught-up moments over its plateau's fine slots,
 * from the bins' median. Under BBR the bins alternate about the rate (pacing cycles, a browser
 * that reads in bursts), and their median read 1.6 % over the goodput on a traced 10 Mbit/s line
 * where the bytes over the same stretch read 0.1 %. Uploads keep the median: replayed this way,
 * the recorded settled uploads read worse (docs/speed-test.md, "Settled downloads").
 */
export function settledDownloadFigure(settled: Assessment, fine: readonly number[]): Assessment {
  if (!settled.stable) return settled;
  return { ...settled, mbps: caughtUpRate(fine.slice(0, settled.to * fineShare), settled.from * fineShare, settled.mbps) };
}

/**
 * A settled upload's figure: the median of its plateau over the final bins, with the dips just
 * before it taken in when it opens with the bursts that repaid them (a head-of-line stall at the
 * server and its catch-up fall in neighbouring bins; a plateau cut between them counts the burst
 * alone and reads high: up to +3 % on 50 Mbit/s @ 20 ms under BBR). As many dips as leading
 * bursts, each more than the tolerance off the plateau's median (docs/speed-test.md, "Settled
 * uploads").
 */
export function settledUploadFigure(settled: Assessment, rates: readonly number[], tolerance = defaultStability.tolerance): Assessment {
  if (!settled.stable || settled.to > rates.length) return settled;
  const m = median(rates.slice(settled.from, settled.to));
  let bursts = 0;
  while (settled.from + bursts < settled.to && (rates[settled.from + bursts] as number) > (1 + tolerance) * m) bursts++;
  let dips = 0;
  while (dips < bursts && settled.from - dips > 0 && (rates[settled.from - dips - 1] as number) < (1 - tolerance) * m) dips++;
  const from = settled.from - dips;
  return { ...settled, mbps: median(rates.slice(from, settled.to)), from };
}

/** The steady rate is known well enough to stop: its 95 % interval within ±2 % on at least 3 blocks. */
export const evidence = { share: 0.02, blocks: 3 };

export function steadyEnough(steady: SteadyRate): boolean {
  return steady.to - steady.from >= evidence.blocks * blockBins && steady.spread <= evidence.share;
}

/** The figure for a series that ended (stable or out of time): without a stable window, unsettledFigure from `firstBin` on (fine slots: bins.ts). */
export function assess(rates: readonly number[], opts: StabilityOptions, fine?: readonly number[]): Assessment {
  const stable = stableWindow(rates, opts);
  if (stable) return stable;
  return unsettledFigure(rates, opts.firstBin, fine);
}
