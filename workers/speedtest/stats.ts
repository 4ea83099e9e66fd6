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
