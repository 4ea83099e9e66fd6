/**
 * No page scrolls sideways on a phone: every page type (one URL per route) in both languages at
 * 320, 375 and 414 px. One load per page, resized rather than reloaded, in one browser context.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { inLanguage, pageTypes } from './page-types';

const widths = [320, 375, 414] as const;

/** The document's overflow, with the elements that stick out furthest right, or null when none. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const sw = document.documentElement.scrollWidth;
    if (sw <= vw) return null;
    // Elements inside a box that clips sideways do not widen the document.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}> "${text}"`;
    };
    const out = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 0 && r.right + window.scrollX > vw + 0.5 && !clipped(el))
      // The widest first; among equals, the innermost (it is what sticks out).
      .sort((a, b) => b.r.width - a.r.width || (a.el.contains(b.el) ? 1 : -1));
    const worst = out[0];
    return `scrollWidth ${sw} > ${vw}; widest offending element ${worst ? `${name(worst.el)} ${Math.round(worst.r.width)} px wide, right edge ${Math.round(worst.r.right)}` : 'none found'}`;
  });
}

for (const lang of ['uk', 'ru'] as const) {
  test(`no page type overflows sideways at phone widths (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const path of pageTypes) {
      const url = inLanguage(path, lang);
      await page.setViewportSize({ width: widths[0], height: 800 });
      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The home page's blocks under the fold load after hydration.
      if (await page.locator('[aria-labelledby="home-tariffs"]').count()) await page.locator('#home-payments-title').waitFor({ state: 'attached' });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // Let layout and any resize handlers settle (two frames).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const problem = await overflow(page);
        if (problem) found.push(`${url} at ${width} px: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });
}
