/**
 * A timed transfer in one direction: parallel streams ramped from 1 to 5 (a sixth connection
 * stays free for latency probes), bytes summed into wall-clock bins, stopped when a 1 s window
 * is stable within ±5 % or at the time limit.
 */
import type { Phase } from '../../src/domain/speedtest/protocol';
import { ByteBins } from './bins';
import type { EngineContext } from './context';
import { type Assessment, assess, defaultStability, stableWindow } from './stability';
import { mean } from './stats';

export const binMs = 200;
export const maxStreams = 5;
/**
 * Uploads use fewer: the figure needs every stream's answer (the server reports what it read
 * when it answers), and on long paths the fourth and fifth streams added stragglers after
 * tail drops rather than rate (bench medians at 50 Mbit/s @ 100 ms: 5 streams -4.6 %,
 * 3 streams -0.1 %; at 100 Mbit/s @ 100 ms: -5.6 % and -0.4 %).
 */
export const uploadStreams = 3;
export const streamStepMs = 250;

export interface TransferResult extends Assessment {
  bytes: number;
  /** Wall-clock time (epoch ms) at which bin 0 starts. */
  start: number;
  rates: number[];
  seconds: number;
}

/** One stream: keeps moving data until `stop` aborts; reports bytes through the bins. */
export type Stream = (bins: ByteBins, stop: AbortSignal, currentMbit: () => number) => Promise<void>;

export async function runTransfer(
  ctx: EngineContext,
  phase: Extract<Phase, 'download' | 'upload'>,
  stream: Stream,
  opts: { maxSeconds: number; minSeconds?: number; settledAt?: () => number; streams?: number },
): Promise<TransferResult> {
  const origin = ctx.now();
  const bins = new ByteBins(binMs, origin);
  const stop = new AbortController();
  const onAbort = () => stop.abort(ctx.signal.reason);
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  const streamCount = opts.streams ?? maxStreams;
  const firstBin = Math.ceil((streamCount * streamStepMs) / binMs);
  let latest = 0;
  const streams: Promise<void>[] = [];
  const errors: unknown[] = [];
  const launch = () =>
    streams.push(
      stream(bins, stop.signal, () => latest).catch((e: unknown) => {
        if (!stop.signal.aborted) errors.push(e);
      }),
    );

  let result: Assessment | null = null;
  try {
    for (let tick = 1; ; tick++) {
      const target = origin + tick * binMs;
      if (streams.length < streamCount && ctx.now() - origin >= streams.length * streamStepMs) launch();
      await ctx.sleep(Math.max(0, target - ctx.now()), ctx.signal);
      if (errors.length >= streamCount) throw errors[0];
      // Uploads are known only when the server answers: look at bins that are complete by then.
      const horizon = opts.settledAt ? Math.min(opts.settledAt(), ctx.now()) : ctx.now();
      const rates = bins.rates(horizon);
      const recent = rates.slice(-Math.round(defaultStability.windowMs / binMs));
      latest = recent.length ? mean(recent) : 0;
      const elapsed = (ctx.now() - origin) / 1000;
      ctx.emit({
        type: 'progress',
        phase,
        value: latest,
        progress: Math.min(1, elapsed / opts.maxSeconds),
        sample: { t: elapsed, value: rates.at(-1) ?? 0 },
      });
      const stable = stableWindow(rates, { binMs, ...defaultStability, firstBin });
      if (stable && elapsed >= (opts.minSeconds ?? 0)) {
        result = stable;
        break;
      }
      if (elapsed >= opts.maxSeconds) {
        result = assess(rates, { binMs, ...defaultStability, firstBin: 0 });
        break;
      }
    }
  } finally {
    stop.abort(new DOMException('transfer finished', 'AbortError'));
    ctx.signal.removeEventListener('abort', onAbort);
    await Promise.allSettled(streams);
  }
  const end = opts.settledAt ? opts.settledAt() : ctx.now();
  return { ...result, bytes: bins.total(), start: ctx.timeOrigin + origin, rates: bins.rates(end), seconds: (ctx.now() - origin) / 1000 };
}
