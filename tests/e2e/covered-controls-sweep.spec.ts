/**
 * The floating buttons (support chat, back to top) never cover a link, button or field, and are
 * never covered themselves: every page type in both languages at phone widths and with the menu
 * open, at the top and the end of each page and of the menu (covered-controls.ts), for a visitor
 * who accepted cookies. One browser context per language; the chat's 3 s are moved on with the
 * page's clock to keep it short. With the cookie notice shown it is checked in
 * page-type-sweep.spec.ts, on the load that serves the other per-page checks.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { coveredControls } from './covered-controls';
import { inLanguage, pageTypes } from './page-types';

type Lang = 'uk' | 'ru';

/**
 * Opens a page as a visitor's link does: a page load (most pages are islands pages, whose links
 * are plain), with the support chat's button there. The chat comes 3 s after load: the page's
 * clock is moved on instead of waited for.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.clock.runFor(3500);
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => getComputedStyle(b.parentElement!).position === 'fixed'), undefined, { timeout: 10_000 });
  await expect(page.locator('main h1').first()).toBeVisible();
  // The page that opens the call-back on arrival (its form loads after the page): the page under
  // it is what is checked. Closed before it opened, it would open over the menu button later.
  if (/\/call$/.test(url)) {
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

const menuButton = (page: Page) => page.locator('button[aria-controls="site-drawer"]');

for (const lang of ['uk', 'ru'] as Lang[]) {
  test(`floating buttons cover no control on any page type, menu open too (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    // A visitor who accepted cookies: the support chat shows (3 s after the first load).
    await context.addCookies([{ name: 'isHidaCookie', value: 'accepted', url: baseURL! }]);
    await page.clock.install();
    const found: string[] = [];
    for (const path of pageTypes) {
      const url = inLanguage(path, lang);
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, url);
      for (const width of [320, 414]) {
        await page.setViewportSize({ width, height: 740 });
        for (const problem of await coveredControls(page, 'body', null)) found.push(`${url} at ${width} px: ${problem}`);
      }
      // The menu, on pages that have it.
      await page.setViewportSize({ width: 375, height: 740 });
      if (await menuButton(page).isVisible()) {
        await menuButton(page).click();
        await expect(page.locator('#site-drawer')).toBeVisible();
        for (const problem of await coveredControls(page, '#site-drawer', '#site-drawer')) found.push(`${url} menu open: ${problem}`);
        await page.keyboard.press('Escape');
        await expect(page.locator('#site-drawer')).toBeHidden();
      }
    }
    expect(found).toEqual([]);
  });
}
