import { describe, expect, it } from 'vitest';
import { ByteBins } from '../../workers/speedtest/bins';
import { ServerClock } from '../../workers/speedtest/server-clock';
import { LiveTimeline } from '../../workers/speedtest/upload-live';

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
