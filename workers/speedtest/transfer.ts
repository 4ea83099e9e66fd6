/**
 * A timed transfer in one direction: parallel streams started by a plan (downloads: 5 at once; a
 * sixth connection stays free for latency probes), bytes summed into wall-clock bins, stopped
 * when a 1 s window after the last stream's start is stable within ±5 %, when the steady rate
 * of a line that never settles is known within ±2 %, or at the time limit.
 */
import type { Phase } from '../../src/domain/speedtest/protocol';
import { ByteBins } from './bins';
import { childAbort, type EngineContext } from './context';
import { type Assessment, assess, defaultStability, firstStableSince, settledDownloadFigure, settledUploadFigure, steadyEnough, unsettledFigure } from './stability';
import { mean } from './stats';

export const binMs = 200;

/** How a transfer adds parallel streams. */
export interface StreamPlan {
  /** The most streams at once. */
  max: number;
  /** Ms from one stream's start to the next. */
  stepMs: number;
  /** Ms between the later streams, once the second has started (default: stepMs). */
  laterStepMs?: number;
  /**
   * Streams are added only until the rate settles: a stable window after the latest stream's
   * start ends the transfer. Otherwise no window counts before all `max` have started.
   */
  untilSettled: boolean;
  /** Bins the transfer runs past the last stream's ramp, at least (its plateau starts after the ramp). */
  plateauBins: number;
}

/**
 * Downloads: 5 streams started together; a sixth connection stays free for latency probes. A
 * download runs at least 2 s past their ramp, and its plateau starts after it. Started apart,
 * each new stream's start-up under BBR overran the others' share on a long path, and the bytes
 * held back behind those losses arrived inside the figure's window (docs/speed-test.md,
 * "Streams started together").
 */
export const downloadPlan: StreamPlan = { max: 5, stepMs: 0, untilSettled: false, plateauBins: 10 };

/**
 * Uploads on a clean slow line start with one stream and, when it has not settled 2 s in,
 * add the other two 250 ms apart: there every request's head travels up beside the measured
 * bytes, and more streams mean more requests and more stragglers after tail drops. 2 s,
 * because the bin after slow start often overshoots and upload bins are known only when the
 * server answers: a shorter step left one window to settle in. A long fat path does not
 * settle with one cubic flow, and gets the others at once.
 */
export const uploadPlan: StreamPlan = { max: 3, stepMs: 2000, laterStepMs: 250, untilSettled: true, plateauBins: 0 };

/**
 * From 40 Mbit/s (judged by the download) heads cost next to nothing, and one browser upload
 * stream does not fill the line (it looks settled a few percent under it; at 1 Gbit/s it is
 * bound by the browser's CPU): three from the start, 250 ms apart.
 */
export const fastUploadPlan: StreamPlan = { max: 3, stepMs: 250, untilSettled: false, plateauBins: 0 };
export const fastLineMbit = 40;

/**
 * A download that never settled within ±5 % ran on a line that loses packets (or swings): one
 * upload stream does not settle there either, and what a single cubic flow carries on a lossy
 * line is a fraction of what three do, so the upload starts with three too.
 */
export const uploadPlanFor = (downloadMbit: number, downloadSettled = true): StreamPlan =>
  downloadMbit >= fastLineMbit || !downloadSettled ? fastUploadPlan : uploadPlan;

/** When stream number `index` (0-based) starts, ms into the transfer; streams due at once start together. */
export const streamStartMs = (plan: StreamPlan, index: number): number =>
  index === 0 ? 0 : plan.stepMs + (index - 1) * (plan.laterStepMs ?? plan.stepMs);

/** Whether the next stream is due `elapsedMs` into the transfer. */
export const launchDue = (plan: StreamPlan, running: number, elapsedMs: number): boolean =>
  running < plan.max && elapsedMs >= streamStartMs(plan, running);

/** A new stream's first moments are its slow start: no window starts within them. */
export const streamRampMs = 250;

/** The first bin a stable window may start at, once `running` streams have started. */
export function firstWindowBin(plan: StreamPlan, running: number): number {
  const last = plan.untilSettled ? Math.max(0, running - 1) : plan.max - 1;
  return Math.ceil((streamStartMs(plan, last) + streamRampMs) / binMs);
}

export interface TransferResult extends Assessment {
  /** The first bin after the last stream's ramp: where a figure of a line that never settled may start. */
  firstBin: number;
  bytes: number;
  /** Wall-clock time (epoch ms) at which bin 0 starts. */
  start: number;
  rates: number[];
  /** The same bytes in fine slots (ByteBins.fineMs), for the caught-up figure. */
  fine: number[];
  seconds: number;
}

/** One stream: keeps moving data until `stop` aborts; reports bytes through the bins. */
export type Stream = (bins: ByteBins, stop: AbortSignal, currentMbit: () => number) => Promise<void>;

export async function runTransfer(
  ctx: EngineContext,
  phase: Extract<Phase, 'download' | 'upload'>,
  stream: Stream,
  opts: {
    maxSeconds: number;
    settledAt?: () => number;
    plan?: StreamPlan;
    /** Runs beside the streams from the start, and is awaited after the stop (a streamed upload's live reader, which fills the bins). */
    companion?: (bins: ByteBins, stop: AbortSignal) => Promise<void>;
  },
): Promise<TransferResult> {
  const origin = ctx.now();
  const bins = new ByteBins(binMs, origin);
  const stop = childAbort(ctx.signal);
  const plan = opts.plan ?? downloadPlan;
  let liveMbps = 0;
  const streams: Promise<void>[] = [];
  const errors: unknown[] = [];
  const launch = () => {
    streams.push(
      stream(bins, stop.signal, () => liveMbps).catch((e: unknown) => {
        if (!stop.signal.aborted) errors.push(e);
      }),
    );
  };

  // Its own errors are its own to handle (the live reader retries); it only has to end with the stop.
  const companion = opts.companion?.(bins, stop.signal).catch(() => undefined);

  let result: Assessment | null = null;
  let examined = 0;
  let firstBin = 0;
  let stoppedAt = origin;
  try {
    for (let tick = 1; ; tick++) {
      const target = origin + tick * binMs;
      while (launchDue(plan, streams.length, ctx.now() - origin)) launch();
      await ctx.sleep(Math.max(0, target - ctx.now()), ctx.signal);
      if (errors.length >= streams.length) throw errors[0];
      // Uploads are known only when the server answers: look at bins that are complete by then.
      const horizon = opts.settledAt ? Math.min(opts.settledAt(), ctx.now()) : ctx.now();
      const rates = bins.rates(horizon);
      const recent = rates.slice(-Math.round(defaultStability.windowMs / binMs));
      liveMbps = recent.length ? mean(recent) : 0;
      const elapsed = (ctx.now() - origin) / 1000;
      ctx.emit({
        type: 'progress',
        phase,
        reading: liveMbps,
        progress: Math.min(1, elapsed / opts.maxSeconds),
        sample: { t: elapsed, reading: rates.at(-1) ?? 0 },
      });
      firstBin = firstWindowBin(plan, streams.length);
      const stable = firstStableSince(rates, Math.max(examined, firstBin + plan.plateauBins - 1), { binMs, ...defaultStability, firstBin });
      if (!stable) examined = rates.length;
      if (stable) {
        result = stable;
        break;
      }
      // Every stream planned has started: the evidence of a steady rate can end it too.
      const planned = plan.untilSettled ? streams.length === plan.max : true;
      if (planned && rates.length >= firstBin + plan.plateauBins) {
        // The spread decides; the figure (read over the fine slots) only once it has.
        if (steadyEnough(unsettledFigure(rates, firstBin))) {
          result = unsettledFigure(rates, firstBin, bins.fineRates(horizon));
          break;
        }
      }
      if (elapsed >= opts.maxSeconds) {
        result = assess(rates, { binMs, ...defaultStability, firstBin }, bins.fineRates(horizon));
        break;
      }
    }
  } finally {
    stoppedAt = ctx.now();
    stop.controller.abort(new DOMException('transfer finished', 'AbortError'));
    stop.release();
    await Promise.allSettled([...streams, companion]);
  }
  // The bins end at the stop: a companion may read on past it until it has covered it.
  const end = opts.settledAt ? Math.min(opts.settledAt(), stoppedAt) : stoppedAt;
  const rates = bins.rates(end);
  const fine = bins.fineRates(end);
  if (result) result = phase === 'download' ? settledDownloadFigure(result, fine) : settledUploadFigure(result, rates);
  return { ...result, firstBin, bytes: bins.total(), start: ctx.timeOrigin + origin, rates, fine, seconds: (stoppedAt - origin) / 1000 };
}
