/**
 * Every page type of the help, news, promotions, vacancies, contacts, speed-test, tariff, TV,
 * legal-document, services and payments areas, checked by axe at phone and desktop widths in both
 * languages, plus the states that only appear on demand: the call-back modal, the drawer, the speed
 * test's result, outage mode and the football notice.
 */
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

const pages = [
  '/',
  '/faq',
  '/faq/cabinet-and-payments',
  '/faq/tv-setup',
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
  '/tariffs/internet10g/lezhino',
  '/tariffs/business',
  '/privacy-policy',
  '/tv',
  '/megogo',
  '/sweet-tv/compare-tariff',
  '/contracts',
  '/contracts?id=24',
  '/additional',
  '/payment-methods',
];

// One load per page and language, checked at phone width and again at desktop width (the
// layout follows the viewport; a load per width doubled the sweep's 10 minutes).
for (const path of pages) {
  for (const prefix of ['', '/ru']) {
    const url = `${prefix}${path === '/' && prefix ? '' : path}`;
    test(`${url} has no accessibility violations at 375 and 1280 px`, async ({ page, consoleErrors }) => {
      test.setTimeout(45_000); // two axe runs: 10-14 s here
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The home page's slider loads after hydration: check its dots too.
      if (path === '/') await expect(page.getByRole('button', { name: prefix ? 'Перейти к слайду 1' : 'Перейти до слайда 1' })).toBeVisible();
      // And its tariff block, which loads after hydration too.
      if (path === '/') await expect(page.getByRole('region', { name: prefix ? 'Тарифы' : 'Тарифи' }).getByRole('listitem').first()).toBeVisible();
      // And the services and payments blocks under the connection request.
      if (path === '/') await expect(page.getByRole('heading', { level: 2, name: prefix ? 'Как оплатить' : 'Як оплатити' })).toBeAttached();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the call-back modal has no accessibility violations', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  await expect(page.locator('dialog[open] form')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the football notice has no accessibility violations', async ({ page }) => {
  await page.goto('/tv');
  await hydrated(page);
  await page.getByRole('button', { name: 'Про футбольні канали' }).click();
  await expect(page.getByRole('dialog', { name: 'Футбольні канали — окремим пакетом' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the open drawer has no accessibility violations at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'Меню' });
  await drawer.getByText('Довідка').click();
  await expect(drawer.getByRole('link', { name: 'Питання та відповіді' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a shared speed-test result has no accessibility violations', async ({ page }) => {
  const payload = { d: 94.2, u: 48.7, p: 3.1, j: 0.4, l: 18.5, g: 'A', at: '2026-11-20T10:00:00.000Z' };
  await page.goto(`/speed-test?result=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Результат, яким поділилися' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('outage mode has no accessibility violations', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(async () => Boolean(await caches.match('/__offline/meta')), undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('region', { name: "Немає з'єднання з інтернетом" })).toBeVisible();
  await expectNoAxeViolations(page);
});
