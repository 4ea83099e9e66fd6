/** The upload judged again, at its end, on everything the server received of this test. */
import { parseReceivedTimeline, type ReceivedTimeline, testIdQuery } from '../../src/domain/speedtest/wire';
import { ByteBins, fineShare } from './bins';
import { type EngineContext, fresh, lean } from './context';
import type { ServerClock } from './server-clock';
import { assess, defaultStability } from './stability';
import { median } from './stats';
import type { TransferResult } from './transfer';

/** The upload's bins (and fine slots) from the server's timeline: [origin, end) on our clock. */
export function timelineRates(timeline: ReceivedTimeline, clock: ServerClock, origin: number, binMs: number, end: number): { rates: number[]; fine: number[] } {
  const bins = new ByteBins(binMs, origin);
  const start = clock.toClient(timeline.firstMs);
  timeline.bytes.forEach((b, i) => bins.spread(b, start + i * timeline.slotMs, start + (i + 1) * timeline.slotMs));
  return { rates: bins.rates(end), fine: bins.fineRates(end) };
}

/** Reads the test's whole timeline once (`GET received?tid=`): sized uploads, which have no live reads. */
export function fetchTimeline(ctx: EngineContext, receivedUrl: string, testId: string) {
  return async (): Promise<ReceivedTimeline | null> => {
    const response = await ctx.fetch(fresh(receivedUrl, testIdQuery(testId)), { ...lean, cache: 'no-store', signal: ctx.signal });
    return response.ok ? parseReceivedTimeline(await response.json()) : null;
  };
}

/**
 * The upload judged again on the server's whole timeline of the test: fetched once at the end
 * (sized uploads), or what a streamed upload's live reads gathered up to its stop. The answers
 * report a connection's last bytes only when it carries the next request, and the browser hands
 * any request to any idle connection, so a window judged stable can still miss bytes not yet
 * reported. A settled upload keeps its window, filled in with every byte that arrived in it. One
 * that ran out of time is assessed afresh on every bin to its stop: the figure was taken from
 * the bins known then. Kept as it was with another server (no clock), or when the timeline
 * cannot be read or does not cover it.
 */
export async function completeUpload(ctx: EngineContext, readTimeline: () => Promise<ReceivedTimeline | null>, clock: ServerClock, upload: TransferResult, binMs: number): Promise<TransferResult> {
  if (!clock.known) return upload;
  try {
    const timeline = await readTimeline();
    if (!timeline) return upload;
    // The bytes moved are what arrived, as the server counted them: the answers miss the last
    // bytes of each connection and whole requests whose answer the stop cut off.
    const received = { ...upload, bytes: Math.max(upload.bytes, timeline.bytes.reduce((sum, b) => sum + b, 0)) };
    const origin = upload.start - ctx.timeOrigin;
    const { rates, fine } = timelineRates(timeline, clock, origin, binMs, origin + upload.seconds * 1000);
    if (upload.stable) {
      const covered = clock.toClient(timeline.firstMs) + timeline.bytes.length * timeline.slotMs;
      if (covered < origin + upload.to * binMs) return received;
      const bins = Math.max(upload.to, upload.rates.length);
      return { ...received, mbps: median(rates.slice(upload.from, upload.to)), rates: rates.slice(0, bins), fine: fine.slice(0, bins * fineShare) };
    }
    if (rates.length <= upload.to) return received;
    return { ...received, ...assess(rates, { binMs, ...defaultStability, firstBin: upload.firstBin }, fine), rates, fine };
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    return upload;
  }
}
