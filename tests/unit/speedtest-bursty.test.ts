/**
 * A transfer whose bins swing (BBR's pacing, head-of-line stalls and their bursts) is held on until
 * the stretch its figure is read over spans 4 s; a smooth one stops as soon as it settles. Driven by
 * a clock the test moves, with bytes arriving at a rate the test chooses.
 */
import { describe, expect, it } from 'vitest';
import type { ByteBins } from '../../workers/speedtest/bins';
import type { EngineContext } from '../../workers/speedtest/context';
import { bursty, burstyStretchBins } from '../../workers/speedtest/stability';
import { binMs, runTransfer, type Stream } from '../../workers/speedtest/transfer';

/** Runs a download whose bytes arrive at `mbpsAt(ms)`, in 5 ms steps of the test's clock. */
async function transfer(mbpsAt: (ms: number) => number, maxSeconds = 5.5) {
  let now = 0;
  let sink: ByteBins | null = null;
  const step = 5;
  const signal = new AbortController().signal;
  const ctx = {
    now: () => now,
    timeOrigin: 0,
    emit: () => {},
    signal,
    timing: () => null,
    fetch: () => Promise.reject(new Error('no network here')),
    sleep: async (ms: number) => {
      for (let t = 0; t < ms; t += step) {
        sink?.add((mbpsAt(now) * 1e6 * step) / 1000 / 8, now);
        now += step;
      }
    },
  } as EngineContext;
  const stream: Stream = (bins, stop) => {
    sink = bins;
    return new Promise((resolve) => stop.addEventListener('abort', () => resolve(), { once: true }));
  };
  return runTransfer(ctx, 'download', stream, { maxSeconds });
}

/** 50 Mbit/s after a 300 ms ramp, its 200 ms bins swinging by up to `swing` about it (every second carries the rate). */
const pattern = [1, -1, 0.5, -0.5, 0];
const line = (swing: number) => (ms: number) => (ms < 300 ? 20 : 50 * (1 + swing * (pattern[Math.floor(ms / binMs) % pattern.length] as number)));

describe('bursty transfers', () => {
  it('tells bins that swing from bins that hold still', () => {
    expect(bursty([50, 50.2, 49.9, 50.1, 49.8, 50])).toBe(false);
    expect(bursty([44, 56, 45, 55, 44, 56])).toBe(true);
    expect(bursty([])).toBe(false);
  });

  it('a smooth download stops once it settles, 2 s past its ramp', async () => {
    const result = await transfer(line(0));
    expect(result.stable).toBe(true);
    expect(result.seconds).toBeLessThan(3);
    expect(result.mbps).toBeCloseTo(50, 1);
  });

  it('a bursty one runs on until its stretch spans 4 s, and reads the bytes over it', async () => {
    const result = await transfer(line(0.12));
    expect(result.to - result.from).toBeGreaterThanOrEqual(burstyStretchBins);
    expect(result.seconds).toBeGreaterThanOrEqual(4);
    expect(result.seconds).toBeLessThan(5.5);
    expect(Math.abs(result.mbps / 50 - 1)).toBeLessThan(0.01);
  });

  it('one that stays bursty to the time limit stops there', async () => {
    const result = await transfer(line(0.12), 3);
    expect(result.seconds).toBeGreaterThanOrEqual(3);
    expect(result.seconds).toBeLessThan(3.5);
  });
});
