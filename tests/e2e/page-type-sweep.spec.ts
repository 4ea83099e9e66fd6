/**
 * Every page type (tests/e2e/page-types.ts) in both languages, loaded once for all the checks
 * that were five sweeps loading it apart: the status, the language and a hydration with no
 * navigation left running and no console error (every route of the route table: the first test
 * proves each has a page type); no CSP violation (page or service worker); no sideways overflow
 * at 320, 375 and 414 px; no control under a floating button with the cookie notice shown; and,
 * for the page types of the accessibility list, no axe violation, at 375 px in Ukrainian and at
 * 1280 px in Russian (each type once per language, each width once per type). A fresh visitor
 * each: the cookie notice shows. The states that only appear on demand are in a11y-states.spec.ts
 * and csp.spec.ts.
 */
import { expectNoAxeViolations } from './a11y';
import { coveredControls } from './covered-controls';
import { recordViolations } from './csp-violations';
import { matchPath } from '../../src/routing/match-path';
import { routeSamples } from '../support/routes';
import { expect, hydrated, islandReady, test } from './fixtures';
import { overflow } from './overflow';
import { inLanguage, pageTypes } from './page-types';

/** The page types axe checks: the help, news, promotions, vacancies, contacts, speed-test, tariff, TV, legal-document, services and payments areas. */
const axeChecked = new Set<string>([
  '/',
  '/faq',
  '/faq/cabinet-and-payments',
  '/setup-pc',
  '/setup-pc/windows-7',
  '/routers',
  '/routers/tp-link-en',
  '/news',
  '/news/15',
  '/nw/16',
  '/sales',
  '/sales/refer-a-friend',
  '/vacancies',
  '/vacancies/1',
  '/contacts',
  '/cover',
  '/cover/balabino',
  '/saved',
  '/speed-test',
  '/tariffs',
  '/tariffs/privat',
  '/tariffs/appartament/zaporizhzhia',
  '/tariffs/business',
  '/privacy-policy',
  '/tv',
  '/megogo',
  '/sweet-tv/compare-tariff',
  '/contracts?id=24',
  '/additional',
  '/payment-methods',
]);

/** Where the accessibility list named a second URL of one page type, Russian takes it: each stays checked, each type once per language. */
const russianUrl: Record<string, string> = {
  '/faq/cabinet-and-payments': '/faq/tv-setup',
  '/tariffs/appartament/zaporizhzhia': '/tariffs/internet10g/lezhino',
  '/contracts?id=24': '/contracts',
};

const phoneWidths = [320, 375, 414] as const;
/** The page types whose page is the not-found page (the browser logs its status as an error). */
const notFound = new Set<string>(['/404', '/speed-test/r/unknown']);

test('every route of the route table has a page type in the sweep', () => {
  const swept = new Set(pageTypes.flatMap((type) => [type, russianUrl[type] ?? type]).map((url) => matchPath(url.split('?')[0] as string)?.name));
  expect(routeSamples.map((r) => r.name).filter((name) => !swept.has(name))).toEqual([]);
});

for (const lang of ['uk', 'ru'] as const) {
  for (const type of pageTypes) {
    const path = lang === 'ru' ? (russianUrl[type] ?? type) : type;
    const url = inLanguage(path, lang);
    const axe = axeChecked.has(type);
    const axeWidth = lang === 'uk' ? 375 : 1280;
    test(`${url}: status, hydration, no CSP violation, overflow or covered control${axe ? `, no axe violation at ${axeWidth} px` : ''}`, async ({ page, context, consoleErrors }) => {
      test.setTimeout(axe ? 45_000 : 30_000); // an axe run: 5-7 s on a loaded machine
      const csp = await recordViolations(page);
      // The service worker's own refusals reach the console only.
      context.on('console', (msg) => {
        if (msg.worker() && /Content Security Policy/i.test(msg.text())) csp.push(`worker: ${msg.text()}`);
      });

      await page.setViewportSize({ width: 375, height: 740 });
      const response = await page.goto(url);
      expect(response?.status()).toBe(notFound.has(type) ? 404 : 200);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Server and browser agree on the location: no navigation is running after hydration
      // (React's production build would keep a mismatched attribute silently).
      await expect(page.locator('[role="progressbar"]')).toHaveAttribute('aria-busy', 'false');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1').first()).toBeVisible();
      if (path === '/') {
        // The home page is an islands page: its slider starts when first touched (a hover here),
        // and its services and payments blocks render as they come into view.
        await page.locator('section[aria-roledescription="carousel"]').hover();
        await expect(page.getByRole('button', { name: lang === 'ru' ? 'Перейти к слайду 1' : 'Перейти до слайда 1' })).toBeVisible();
        await expect(page.getByRole('region', { name: lang === 'ru' ? 'Тарифы' : 'Тарифи' }).getByRole('listitem').first()).toBeVisible();
        await islandReady(page, 'pages/home/lazy/below-fold.island');
        await expect(page.getByRole('heading', { level: 2, name: lang === 'ru' ? 'Как оплатить' : 'Як оплатити' })).toBeAttached();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      // The page that opens the call-back on arrival (its form loads after the page).
      if (path === '/call') await expect(page.locator('dialog[open]')).toHaveCount(1);

      const overflows: string[] = [];
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 });
        // Let layout and any resize handlers settle (two frames).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const problem = await overflow(page);
        if (problem) overflows.push(`at ${width} px: ${problem}`);
      }
      expect.soft(overflows, 'sideways overflow').toEqual([]);

      // Floating buttons against the page under the call-back, with the cookie notice shown.
      await page.setViewportSize({ width: 375, height: 740 });
      if (path === '/call') await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      await expect(page.locator('#cookie-notice')).toBeVisible();
      expect.soft(await coveredControls(page, 'body', null), 'controls covered or covering').toEqual([]);

      if (axe) {
        if (axeWidth !== 375) await page.setViewportSize({ width: axeWidth, height: 900 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      expect.soft(csp, 'CSP violations').toEqual([]);
      // The browser reports the not-found page's own status; nothing else may appear (the fixture checks).
      if (notFound.has(type)) consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
    });
  }
}
