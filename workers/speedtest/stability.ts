/**
 * When a transfer has reached its steady rate, and what that rate is. The ramp-up (TCP slow
 * start, streams being added) is left out: the figure is the mean over a stable window.
 */
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
  stable: boolean;
  /** Mbit/s: the stable window's mean, or the mean after the ramp when never stable. */
  value: number;
  /** Bins [from, to) the value was taken over. */
  from: number;
  to: number;
}

export const defaultStability = { windowMs: 1000, tolerance: 0.05 };

/** The latest window whose every bin lies within the tolerance of its mean, if any. */
export function stableWindow(rates: readonly number[], opts: StabilityOptions): Assessment | null {
  const size = Math.max(2, Math.round(opts.windowMs / opts.binMs));
  for (let end = rates.length; end - size >= opts.firstBin; end--) {
    const window = rates.slice(end - size, end);
    const m = mean(window);
    if (m > 0 && window.every((r) => Math.abs(r - m) <= opts.tolerance * m)) {
      return { stable: true, value: m, from: end - size, to: end };
    }
    // Only the most recent window matters while measuring; older ones were checked before.
    break;
  }
  return null;
}

/**
 * Where the ramp ends in a finished series: the first bin reaching 90 % of the plateau, the
 * plateau being the median of the second half of the series.
 */
export function rampEnd(rates: readonly number[], firstBin = 0): number {
  if (rates.length === 0) return 0;
  const plateau = median(rates.slice(Math.floor(rates.length / 2)));
  for (let i = firstBin; i < rates.length; i++) if ((rates[i] as number) >= 0.9 * plateau) return i;
  return firstBin;
}

/** The figure for a series that ended (stable or out of time). */
export function assess(rates: readonly number[], opts: StabilityOptions): Assessment {
  const stable = stableWindow(rates, opts);
  if (stable) return stable;
  const from = Math.min(rampEnd(rates, 0), Math.max(0, rates.length - 1));
  const tail = rates.slice(from);
  return { stable: false, value: tail.length ? mean(tail) : 0, from, to: rates.length };
}
