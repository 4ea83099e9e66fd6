/**
 * Bytes from all parallel streams summed into fixed time bins, so throughput is measured on
 * the wall clock (what the link carried per interval), not per stream.
 */
export class ByteBins {
  private readonly bins: number[] = [];

  constructor(
    /** Bin width, ms (100-250). */
    readonly binMs: number,
    /** Time origin, ms (performance.now() at the phase start). */
    readonly origin: number,
  ) {}

  /** Adds bytes received at time t (ms). */
  add(bytes: number, t: number): void {
    this.addToBin(Math.floor((t - this.origin) / this.binMs), bytes);
  }

  /** Spreads bytes evenly over [from, to] (ms): an upload known only by its start and end. */
  spread(bytes: number, from: number, to: number): void {
    if (!(to > from)) return this.add(bytes, to);
    const rate = bytes / (to - from);
    // Walk whole bins by index: stepping by times can stall on a floating-point boundary.
    const first = Math.floor((from - this.origin) / this.binMs);
    const last = Math.floor((to - this.origin) / this.binMs);
    for (let i = first; i <= last; i++) {
      const start = Math.max(from, this.origin + i * this.binMs);
      const end = Math.min(to, this.origin + (i + 1) * this.binMs);
      if (end > start) this.addToBin(i, rate * (end - start));
    }
  }

  private addToBin(i: number, bytes: number): void {
    if (i < 0) return;
    while (this.bins.length <= i) this.bins.push(0);
    this.bins[i] = (this.bins[i] as number) + bytes;
  }

  /** Mbit/s of each complete bin up to time `now` (the current, partial bin is left out). */
  rates(now: number): number[] {
    const complete = Math.floor((now - this.origin) / this.binMs);
    const out: number[] = [];
    for (let i = 0; i < Math.min(complete, this.bins.length); i++) out.push(toMbit(this.bins[i] as number, this.binMs));
    while (out.length < complete) out.push(0);
    return out;
  }

  /** Empties every bin, to be filled afresh. */
  clear(): void {
    this.bins.length = 0;
  }

  total(): number {
    return this.bins.reduce((a, b) => a + b, 0);
  }
}

export const toMbit = (bytes: number, ms: number) => (bytes * 8) / (ms * 1000);
