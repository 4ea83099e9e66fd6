/**
 * The floating buttons (support chat, back to top) never cover a link, button or field, and are
 * never covered themselves: every page type in both languages at phone widths and with the menu
 * open, at the top and the end of each page and of the menu (covered-controls.ts), for a visitor
 * who accepted cookies. One browser context per language; pages are opened in the app (no
 * reload) to keep it short: about 50 s a language. With the cookie notice shown it is checked in
 * page-type-sweep.spec.ts, on the load that serves the other per-page checks.
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
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(inLanguage('/', lang));
    await hydrated(page);
    // The support chat's button, fixed in the corner.
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => getComputedStyle(b.parentElement!).position === 'fixed'), undefined, { timeout: 10_000 });
    const found: string[] = [];
    for (const path of pageTypes) {
      const url = inLanguage(path, lang);
      await openInApp(page, url);
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
