/**
 * Which chunk a failed import names, as each browser and Vite word it: the page asks the server
 * for that file before it reloads for a deploy (src/app/chunk-reload.ts).
 */
import { describe, expect, it } from 'vitest';
import { failedChunkUrl } from '../../src/app/chunk-reload';

const origin = 'https://zorianet.test';

describe('failedChunkUrl', () => {
  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${origin}/assets/after-hydration-Ab1_.js`, `${origin}/assets/after-hydration-Ab1_.js`],
    ['Firefox', `error loading dynamically imported module: ${origin}/assets/form-x9.js`, `${origin}/assets/form-x9.js`],
    ['Vite, a stylesheet', `Unable to preload CSS for ${origin}/assets/BZs7_g0_.css`, `${origin}/assets/BZs7_g0_.css`],
  ])('%s', (_, message, url) => {
    expect(failedChunkUrl(new TypeError(message), origin)).toBe(url);
  });

  it('names no file where the browser gives none (Safari), or where the file is on another origin', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), origin)).toBeNull();
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: https://evil.test/assets/x.js'), origin)).toBeNull();
    expect(failedChunkUrl({ message: 42 }, origin)).toBeNull();
    expect(failedChunkUrl(null, origin)).toBeNull();
  });
});
