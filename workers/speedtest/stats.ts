/** Small statistics over samples: median, mean, jitter. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

/** Jitter as the mean absolute difference of consecutive samples (RFC 3550 style, unsmoothed). */
export function jitter(samples: readonly number[]): number {
  if (samples.length < 2) return 0;
  let sum = 0;
  for (let i = 1; i < samples.length; i++) sum += Math.abs((samples[i] as number) - (samples[i - 1] as number));
  return sum / (samples.length - 1);
}

/** The value below which a fraction q of the samples lie (linear interpolation). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/**
 * A reply this much later than the median (ms), at least, is a stall rather than jitter. On a
 * tight path (a spread of tenths of a millisecond) a reply 2 ms late is the device's scheduler,
 * not the line, and would otherwise swamp the jitter.
 */
export const stallFloorMs = 2;

/**
 * Replies held up far beyond the spread of the others: later than the median by more than
 * max(2 ms, 3 x the interquartile range). A single such stall (a sleeping radio, a busy
 * device) would otherwise count twice in the jitter and swamp it; the result reports how
 * many there were instead of hiding them.
 */
export function stalls(samples: readonly number[]): boolean[] {
  const m = median(samples);
  const iqr = quantile(samples, 0.75) - quantile(samples, 0.25);
  const limit = m + Math.max(stallFloorMs, 3 * iqr);
  return samples.map((s) => s > limit);
}
