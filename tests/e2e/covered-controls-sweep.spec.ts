/**
 * The floating buttons (back to top, the cookie notice's neighbours) never cover a link, button
 * or field, and are never covered themselves: every page type in both languages at phone width,
 * with the cookie notice shown, at the top and the end of each page (covered-controls.ts).
 * Pages are opened in the app (no reload) to keep it short.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { coveredControls } from './covered-controls';
import { inLanguage, pageTypes } from './page-types';

type Lang = 'uk' | 'ru';

/** Opens a page inside the app (client-side navigation), as a visitor's link does. */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForFunction((to) => location.pathname + location.search === to, url);
  await expect(page.locator('[role="progressbar"]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('main h1').first()).toBeVisible();
  // A page that opens a dialog on arrival (/call): the page under it is what is checked.
  if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

for (const lang of ['uk', 'ru'] as Lang[]) {
  test(`floating buttons are not under the cookie notice, nor over a control (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(inLanguage('/', lang));
    await hydrated(page);
    await expect(page.locator('#cookie-notice')).toBeVisible();
    const found: string[] = [];
    for (const path of pageTypes) {
      const url = inLanguage(path, lang);
      await openInApp(page, url);
      await expect(page.locator('#cookie-notice')).toBeVisible();
      for (const problem of await coveredControls(page, 'body', null)) found.push(`${url}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
