/**
 * Streamed uploads, with our server: each stream sends one long body (as each download stream
 * reads one long answer), so no connection idles between requests, and the engine reads what
 * arrived from the test's live timeline (`received?tid=&live=1`) every bin. Between requests a
 * BBR sender's share of the line is lost (it keeps the bottleneck's queue near empty, so no
 * standing queue covers the gap): docs/speed-test.md, "Streamed uploads".
 */
import { liveTimelineQuery, parseReceivedTimeline, type ReceivedTimeline, readGapMs, testIdQuery } from '../../src/domain/speedtest/wire';
import type { ByteBins } from './bins';
import { childAbort, type EngineContext, fresh, lean } from './context';
import type { ServerClock } from './server-clock';
import type { Stream } from './transfer';

/**
 * One streamed body: 8 s of a 67 Mbit/s stream, so below that no stream starts a second request
 * within a test; faster streams send one every 0.5-2 s, where a round trip is a small share.
 * Larger bodies gain nothing more, and a browser with request interception on (developer tools,
 * test drivers) copies each body whole: 255 MiB overflowed a string in Playwright's driver.
 */
export const streamedBody = 64 * 1024 * 1024;

/** What the server has received of one test so far, on our clock. */
export class LiveTimeline {
  private slots: number[] = [];
  private firstMs = NaN;
  private slotMs = 0;
  /** Up to when (our clock) the slots are complete. */
  private complete = 0;
  /** The first slot a later read may still add to. */
  private open = 0;

  constructor(readonly clock: ServerClock) {}

  /** Takes one live answer, read at `done` on our clock. */
  take(body: unknown, done: number): boolean {
    const t = parseReceivedTimeline(body);
    if (!t || t.nowMs === undefined || t.from === undefined) return false;
    this.clock.observe(t.nowMs, done);
    // Slot 0 moves only if no byte had arrived at the last read (an empty timeline starts "now").
    if (t.firstMs !== this.firstMs || t.slotMs !== this.slotMs) {
      if (t.from !== 0) return false;
      this.slots = [];
      this.firstMs = t.firstMs;
      this.slotMs = t.slotMs;
    }
    this.slots.splice(t.from, this.slots.length - t.from, ...t.bytes);
    // A read spreads its bytes over the time since the previous read when that was at most
    // readGapMs ago (wire.ts): slots that recent may still grow.
    const settled = t.nowMs - readGapMs;
    this.complete = this.clock.toClient(settled);
    this.open = Math.min(this.slots.length, Math.max(0, Math.floor((settled - this.firstMs) / this.slotMs)));
    return true;
  }

  /** The slot to ask from next: the first that may have grown since. */
  get nextFrom(): number {
    return this.open;
  }

  settledAt = (): number => this.complete;

  /** Everything read so far, on the server's clock (null before the first answer). */
  snapshot(): ReceivedTimeline | null {
    return Number.isFinite(this.firstMs) ? { slotMs: this.slotMs, firstMs: this.firstMs, bytes: [...this.slots] } : null;
  }

  /** Puts every byte in the bins afresh (the clock's offset may have improved since the last read). */
  fill(bins: ByteBins): void {
    bins.clear();
    if (!this.slots.length) return;
    const start = this.clock.toClient(this.firstMs);
    this.slots.forEach((b, i) => bins.spread(b, start + i * this.slotMs, start + (i + 1) * this.slotMs));
  }
}

/** Reads after the stop, at most, until the timeline covers it, and the time they may take, ms. */
export const finalReads = { count: 3, withinMs: 2000 };

/**
 * Reads the live timeline once a bin until `stop`, then on until it covers the moment of the stop
 * (at most `finalReads.count` more, within `finalReads.withinMs`). A read under way at the stop is
 * not cut off: its connection stays open for the next, where a new one would wait a handshake
 * behind the uploads' last bytes, and a lost SYN a whole second. Reading the timeline this way
 * replaced a final `received?tid=` that waited for the cut-off bodies to close (up to 1 s;
 * docs/speed-test.md, "The test's own time").
 */
export function liveReader(ctx: EngineContext, received: string, testId: string, live: LiveTimeline, everyMs: number, after = finalReads) {
  return async (bins: ByteBins, stop: AbortSignal): Promise<void> => {
    // Reads end with the test, or when the reads after the stop run out of time.
    const reads = childAbort(ctx.signal);
    let stoppedAt = Infinity;
    const onStop = () => {
      stoppedAt = ctx.now();
      reads.cutAfter(after.withinMs, new DOMException('the timeline was not read in time', 'TimeoutError'));
    };
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
    try {
      for (let late = 0; !reads.signal.aborted; ) {
        const asked = ctx.now();
        if (stop.aborted) {
          if (live.settledAt() >= stoppedAt || late++ >= after.count) return;
          // Bytes a read spreads back over the read gap can still land before the stop: ask once it has passed.
          await ctx.sleep(Math.max(0, stoppedAt + readGapMs - asked), reads.signal).catch(() => undefined);
        }
        try {
          const response = await ctx.fetch(fresh(received, liveTimelineQuery(testId, live.nextFrom)), { ...lean, cache: 'no-store', signal: reads.signal });
          const body: unknown = response.ok ? await response.json() : null;
          if (live.take(body, ctx.now())) live.fill(bins);
        } catch {
          // One lost read is made good by the next (it asks from the same slot).
        }
        if (!stop.aborted) await ctx.sleep(Math.max(0, asked + everyMs - ctx.now()), stop).catch(() => undefined);
      }
    } finally {
      reads.release();
    }
  };
}

/** Whether the server keeps live timelines (ours does; another LibreSpeed server answers 404). */
export async function supportsLiveTimeline(ctx: EngineContext, received: string, testId: string): Promise<boolean> {
  try {
    const response = await ctx.fetch(fresh(received, liveTimelineQuery(testId, 0)), { ...lean, cache: 'no-store', signal: ctx.signal });
    if (!response.ok) return false;
    const t = parseReceivedTimeline(await response.json());
    return t?.nowMs !== undefined;
  } catch {
    return false;
  }
}

/** One stream: one long body after another until `stop` cuts it off; the bytes are counted by the live reader. */
export function streamedUpload(ctx: EngineContext, upload: string, payload: Blob, testId: string): Stream {
  const body = new Blob(Array.from({ length: Math.ceil(streamedBody / payload.size) }, () => payload)).slice(0, streamedBody);
  return async (_bins, stop) => {
    while (!stop.aborted) {
      const response = await ctx.fetch(fresh(upload, testIdQuery(testId)), { ...lean, method: 'POST', body, signal: stop });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Upload answered ${response.status}`);
    }
  };
}
