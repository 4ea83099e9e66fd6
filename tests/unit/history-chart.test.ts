/** The history chart's data mapping: time order, one scale for both lines, readings placed where they belong. */
import { describe, expect, it } from 'vitest';
import type { SpeedTestResult } from '../../src/domain/speedtest/protocol';
import { historyChart, roundUp } from '../../src/pages/speed-test/history-chart';

const box = { width: 200, height: 120, pad: { top: 10, right: 0, bottom: 10, left: 0 } };
const result = (at: string, download: number, upload: number) => ({ at, download, upload }) as SpeedTestResult;
const pairs = (points: string) => points.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

describe('history chart', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.3, 1, 1.2, 3, 7, 94.3, 100, 101, 480, 940, 3932].map(roundUp)).toEqual([1, 0.5, 1, 2, 5, 10, 100, 100, 200, 500, 1000, 5000]);
  });

  it('draws the newest-first history oldest on the left, both lines on one scale', () => {
    // As the history keeps them: newest first.
    const history = [result('2026-11-26T18:00:00Z', 80, 20), result('2026-11-20T09:00:00Z', 40, 10), result('2026-11-01T12:00:00Z', 94, 50)];
    const chart = historyChart(history, box);
    expect(chart.max).toBe(100);
    expect(chart.times.map((t) => t.at)).toEqual(['2026-11-01T12:00:00Z', '2026-11-20T09:00:00Z', '2026-11-26T18:00:00Z']);
    const down = pairs(chart.download);
    const up = pairs(chart.upload);
    // Evenly by order across the width.
    expect(down.map(([x]) => x)).toEqual([0, 100, 200]);
    expect(up.map(([x]) => x)).toEqual([0, 100, 200]);
    // y: 100 Mbit/s at the top pad (10), 0 at the bottom (110).
    expect(down.map(([, y]) => y)).toEqual([16, 70, 30]);
    expect(up.map(([, y]) => y)).toEqual([60, 100, 90]);
  });

  it('puts a single result in the middle and an all-zero history on the floor', () => {
    const one = historyChart([result('2026-11-26T18:00:00Z', 0, 0)], box);
    expect(one.max).toBe(1);
    expect(pairs(one.download)).toEqual([[100, 110]]);
  });
});
