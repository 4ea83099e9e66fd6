/**
 * The server's drawing of the coverage map (src/pages/cover/map-frame.ts) from the real cover
 * content: every area inside its box where the whole region is shown, the page's locality fitted
 * to the box on /cover/{city}, and no two names over each other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocalityCode } from '../../src/domain/places';
import type { AreaView } from '../../src/pages/cover/load';
import { frames, layOut } from '../../src/pages/cover/map-frame';

const [cover] = JSON.parse(readFileSync('content/cover.json', 'utf8')) as { areas: { locality: LocalityCode; name_ukr: string; polygon: [number, number][] }[] }[];
const areas: AreaView[] = cover!.areas.map((a) => ({ locality: a.locality, name: a.name_ukr, polygon: a.polygon }));
const points = (drawn: string) => drawn.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

describe.each(Object.entries(frames))('the %s box', (_, frame) => {
  it('draws every area inside the box, filling it to within the padding', () => {
    const { areas: drawn } = layOut(areas, null, 'uk', frame);
    expect(drawn).toHaveLength(areas.length);
    const all = drawn.flatMap((a) => points(a.points));
    const xs = all.map((p) => p[0]);
    const ys = all.map((p) => p[1]);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(15.9);
    expect(Math.max(...xs)).toBeLessThanOrEqual(frame.width - 15.9);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(15.9);
    expect(Math.max(...ys)).toBeLessThanOrEqual(frame.height - 39.9);
    // Fitted: one direction touches its padding on both sides.
    const fillsWidth = Math.abs(Math.min(...xs) - 16) < 0.2 && Math.abs(Math.max(...xs) - (frame.width - 16)) < 0.2;
    const fillsHeight = Math.abs(Math.min(...ys) - 16) < 0.2 && Math.abs(Math.max(...ys) - (frame.height - 40)) < 0.2;
    expect(fillsWidth || fillsHeight).toBe(true);
  });

  it.each(['zaporizhzhia', 'kushugum', 'lezhino'] as const)('on /cover/%s fits that locality and keeps its name', (city) => {
    const { areas: drawn, labels } = layOut(areas, city, 'ru', frame);
    const own = drawn.filter((a) => a.locality === city).flatMap((a) => points(a.points));
    for (const [x, y] of own) {
      expect(x).toBeGreaterThanOrEqual(15.9);
      expect(x).toBeLessThanOrEqual(frame.width - 15.9);
      expect(y).toBeLessThanOrEqual(frame.height - 39.9);
    }
    expect(labels[0]?.code).toBe(city);
  });

  it.each(['uk', 'ru'] as const)('never writes one name over another, nor out of the box (%s)', (locale) => {
    for (const city of [null, 'balabino'] as const) {
      const { labels } = layOut(areas, city, locale, frame);
      expect(labels.length).toBeGreaterThanOrEqual(city ? 1 : 5);
      for (const [i, a] of labels.entries()) {
        expect(a.x - a.width / 2).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width / 2).toBeLessThanOrEqual(frame.width);
        expect(a.y + a.height).toBeLessThanOrEqual(frame.height);
        for (const b of labels.slice(i + 1)) {
          const apart = a.x + a.width / 2 <= b.x - b.width / 2 || b.x + b.width / 2 <= a.x - a.width / 2 || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${a.name} and ${b.name}`).toBe(true);
        }
      }
    }
  });
});
