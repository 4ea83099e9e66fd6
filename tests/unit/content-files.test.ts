import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';
import { guideFigure } from '../../src/ui/guide/guide-section';

// The shipped content must pass the same checks the server runs at start; a broken file
// would otherwise only show up when the server refuses to start. CONTENT_CHECK_DIR points
// the check at another folder while content is being written.
const dir = process.env.CONTENT_CHECK_DIR ?? 'content';

describe(`${dir}/ as shipped`, () => {
  it('passes every schema and integrity check', () => {
    expect(() => loadContent(dir)).not.toThrow();
  });
});

describe('guide pictures', () => {
  // The page keeps each step picture's room at the figure's size before it loads: a picture of
  // another shape would move the steps below it as it arrives.
  it(`are drawn ${guideFigure.width} x ${guideFigure.height}`, () => {
    const guides = JSON.parse(readFileSync(join(dir, 'guides.json'), 'utf8')) as unknown;
    const images = new Set<string>();
    JSON.stringify(guides).replace(/"figure":\{[^}]*?"image":"([^"]+)"/g, (_, image: string) => (images.add(image), ''));
    expect(images.size).toBeGreaterThan(10);
    for (const image of images) {
      const box = /viewBox="([^"]+)"/.exec(readFileSync(join(dir, 'assets', image), 'utf8'))?.[1]?.split(/\s+/).map(Number);
      expect(box?.slice(2), image).toEqual([guideFigure.width, guideFigure.height]);
    }
  });
});
