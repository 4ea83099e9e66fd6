import { describe, expect, it } from 'vitest';
import { ByteBins } from '../../workers/speedtest/bins';
import type { EngineContext } from '../../workers/speedtest/context';
import { ServerClock } from '../../workers/speedtest/server-clock';
import { finalReads, LiveTimeline, liveReader } from '../../workers/speedtest/upload-live';

const answer = (firstMs: number, from: number, bytes: number[], nowMs: number) => ({ slotMs: 25, firstMs, from, bytes, nowMs });

describe("a streamed upload's live timeline", () => {
  it('places the server’s slots on our clock, complete up to the read gap before its answer', () => {
    const live = new LiveTimeline(new ServerClock());
    // Server clock 10 000 ms answered at our 1 010 ms: the server's 9 800 is our 810.
    expect(live.take(answer(9_800, 0, [25_000, 25_000, 25_000, 25_000, 25_000, 25_000, 25_000, 25_000], 10_000), 1_010)).toBe(true);
    // A read within 50 ms (the read gap) may still spread bytes back: complete up to 9 950, our 960.
    expect(live.settledAt()).toBe(960);
    const bins = new ByteBins(200, 810);
    live.fill(bins);
    // 8 slots of 25 ms from our 810 ms: one 200 ms bin of 200 000 bytes = 8 Mbit/s.
    expect(bins.rates(1_010)).toEqual([8]);
    // Slot 6 (9 950-9 975) is the first a later read may add to.
    expect(live.nextFrom).toBe(6);
  });

  it('replaces the last slot read and adds the new ones, and refills the bins when a less delayed answer moves the clock', () => {
    const live = new LiveTimeline(new ServerClock());
    live.take(answer(0, 0, [10, 10], 50), 1_070); // offset 1 020
    live.take(answer(0, 1, [20, 30, 40], 100), 1_110); // offset 1 010: less delayed
    const bins = new ByteBins(25, 1_010);
    live.fill(bins);
    expect(bins.total()).toBe(10 + 20 + 30 + 40);
    expect(bins.rates(1_110).map((r) => Math.round(r * 1000))).toEqual([3, 6, 10, 13]);
    expect(live.settledAt()).toBe(1_060);
  });

  it('starts afresh when the first byte moves slot 0, and refuses what is not a live answer', () => {
    const live = new LiveTimeline(new ServerClock());
    live.take(answer(500, 0, [], 500), 600);
    expect(live.take(answer(520, 0, [7], 540), 640)).toBe(true);
    const bins = new ByteBins(25, 0);
    live.fill(bins);
    expect(bins.total()).toBeCloseTo(7, 9);
    // A moved slot 0 read from a later slot cannot be placed; neither can a final (not live) answer.
    expect(live.take(answer(530, 1, [1], 560), 660)).toBe(false);
    expect(live.take({ slotMs: 25, firstMs: 520, bytes: [7] }, 660)).toBe(false);
    expect(live.take({ slotMs: 25, firstMs: 520, bytes: [-1], from: 0, nowMs: 600 }, 660)).toBe(false);
    expect(live.take(null, 660)).toBe(false);
  });
});

/**
 * A simulated line: our clock advances only through sleeps and reads; a read reaches the server
 * half a round trip after it is sent, and the server's clock runs 5 000 ms ahead of ours. The
 * server received 25 000 bytes in each 25 ms slot from its 5 000 ms (our 0) on; the engine stops at
 * our `stopAt`.
 */
function simulatedServer(rttMs: number, stopAt: number, silentAfterStop = false) {
  let now = 0;
  const reads: { sent: number; aborted: () => boolean }[] = [];
  const stop = new AbortController();
  const ctx = {
    now: () => now,
    signal: new AbortController().signal,
    sleep: (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      now += ms;
      if (now >= stopAt && !stop.signal.aborted) stop.abort();
      return Promise.resolve();
    },
    fetch: (url: string, init: RequestInit) => {
      const from = Number(/from=(\d+)/.exec(url)?.[1]);
      reads.push({ sent: now, aborted: () => init.signal?.aborted ?? false });
      // A line that went silent: the read waits until it is cut off.
      if (silentAfterStop && stop.signal.aborted) {
        return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true }));
      }
      const arrived = now + rttMs / 2 + 5_000;
      now += rttMs;
      // The engine decides to stop while this read is on its way.
      if (now >= stopAt && !stop.signal.aborted) stop.abort();
      const slots = Math.floor((arrived - 5_000) / 25);
      return Promise.resolve(Response.json({ slotMs: 25, firstMs: 5_000, from, bytes: Array.from({ length: Math.max(0, slots - from) }, () => 25_000), nowMs: arrived }));
    },
  } as unknown as EngineContext;
  return { ctx, reads, stop: stop.signal };
}

describe("a streamed upload's live reader at the stop", () => {
  it('lets the read under way finish and reads on until the timeline covers the stop', async () => {
    for (const rttMs of [2, 20, 100, 300]) {
      const line = simulatedServer(rttMs, 1_000);
      const live = new LiveTimeline(new ServerClock());
      // The server's 5 000 ms lands half a round trip after our 0 (its answers come that late).
      const bins = new ByteBins(200, rttMs / 2);
      await liveReader(line.ctx, 'http://s/received', 'f'.repeat(32), live, 200)(bins, line.stop);
      // Every read went out whole: none was cut off by the stop (its connection stays open).
      expect(line.reads.every((r) => !r.aborted())).toBe(true);
      const stopped = line.reads.findIndex((r) => r.sent >= 1_000 - rttMs);
      expect(line.reads.length - stopped).toBeLessThanOrEqual(finalReads.count + 1);
      // The timeline is complete up to the stop, and so are the bins (8 Mbit/s).
      expect(live.settledAt()).toBeGreaterThanOrEqual(1_000);
      expect(live.snapshot()?.bytes.length).toBeGreaterThanOrEqual(Math.ceil((1_000 - rttMs / 2) / 25));
      expect(bins.rates(1_000)).toEqual([8, 8, 8, 8]);
    }
  });

  it('gives up on the reads after the stop when the line goes silent', async () => {
    const line = simulatedServer(100, 1_000, true);
    const live = new LiveTimeline(new ServerClock());
    const started = performance.now();
    await liveReader(line.ctx, 'http://s/received', 'f'.repeat(32), live, 200, { count: 3, withinMs: 50 })(new ByteBins(200, 50), line.stop);
    // Cut off at the deadline (50 ms of real time here), not left waiting for an answer.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(line.reads.at(-1)?.aborted()).toBe(true);
    expect(live.settledAt()).toBeLessThan(1_000);
  });
});
