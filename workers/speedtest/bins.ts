/**
 * Bytes from all parallel streams summed into fixed time bins, so throughput is measured on
 * the wall clock (what the link carried per interval), not per stream. The same bytes are also
 * kept in fine slots (an eighth of a bin): a bursty line's figure is taken between the moments
 * its streams had caught up, and a bin is too coarse to find them (stability.ts, caughtUpRate).
 */
export const fineShare = 8;

export class ByteBins {
  private readonly bins: number[] = [];
  private readonly slots: number[] = [];
  readonly fineMs: number;

  constructor(
    /** Bin width, ms (100-250). */
    readonly binMs: number,
    /** Time origin, ms (performance.now() at the phase start). */
    readonly origin: number,
  ) {
    this.fineMs = binMs / fineShare;
  }

  /** Adds bytes received at time t (ms). */
  add(bytes: number, t: number): void {
    addTo(this.bins, Math.floor((t - this.origin) / this.binMs), bytes);
    addTo(this.slots, Math.floor((t - this.origin) / this.fineMs), bytes);
  }

  /** Spreads bytes evenly over [from, to] (ms): an upload known only by its start and end. */
  spread(bytes: number, from: number, to: number): void {
    if (!(to > from)) return this.add(bytes, to);
    spreadOver(this.bins, this.binMs, this.origin, bytes, from, to);
    spreadOver(this.slots, this.fineMs, this.origin, bytes, from, to);
  }

  /** Mbit/s of each complete bin up to time `now` (the current, partial bin is left out). */
  rates(now: number): number[] {
    return ratesOf(this.bins, this.binMs, Math.floor((now - this.origin) / this.binMs));
  }

  /** Mbit/s of each complete fine slot up to time `now`. */
  fineRates(now: number): number[] {
    return ratesOf(this.slots, this.fineMs, Math.floor((now - this.origin) / this.fineMs));
  }

  /** Empties every bin, to be filled afresh. */
  clear(): void {
    this.bins.length = 0;
    this.slots.length = 0;
  }

  total(): number {
    return this.bins.reduce((a, b) => a + b, 0);
  }
}

function addTo(bins: number[], i: number, bytes: number): void {
  if (i < 0) return;
  while (bins.length <= i) bins.push(0);
  bins[i] = (bins[i] as number) + bytes;
}

function spreadOver(bins: number[], binMs: number, origin: number, bytes: number, from: number, to: number): void {
  const rate = bytes / (to - from);
  // Walk whole bins by index: stepping by times can stall on a floating-point boundary.
  const first = Math.floor((from - origin) / binMs);
  const last = Math.floor((to - origin) / binMs);
  for (let i = first; i <= last; i++) {
    const start = Math.max(from, origin + i * binMs);
    const end = Math.min(to, origin + (i + 1) * binMs);
    if (end > start) addTo(bins, i, rate * (end - start));
  }
}

function ratesOf(bins: readonly number[], binMs: number, complete: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(complete, bins.length); i++) out.push(toMbit(bins[i] as number, binMs));
  while (out.length < complete) out.push(0);
  return out;
}

export const toMbit = (bytes: number, ms: number) => (bytes * 8) / (ms * 1000);
