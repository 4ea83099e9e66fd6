/**
 * The states that only appear on demand, checked by axe: the call-back modal, the football
 * notice, the open drawer, a shared speed-test result and outage mode. Every page type as it
 * loads is checked in page-type-sweep.spec.ts.
 */
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

test('the axe check fails on a violation, in the page and in a frame of the same origin', async ({ page, baseURL }) => {
  const page1 = `${baseURL}/axe-check-page`;
  await page.route(`${baseURL}/axe-check-*`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: route.request().url().endsWith('frame')
        ? '<!doctype html><html lang="uk"><title>Рамка</title><main><input type="text"></main></html>'
        : '<!doctype html><html lang="uk"><title>Перевірка</title><main><h1>Перевірка</h1><iframe src="/axe-check-frame" title="Рамка"></iframe></main></html>',
    }),
  );
  await page.goto(page1);
  await expect(page.frameLocator('iframe').locator('input')).toBeVisible();
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label: [^(]*\(iframe input\)/);
  await page.route(`${baseURL}/axe-check-page`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="uk"><title>Перевірка</title><main><h1>Перевірка</h1><img src="/icons/x.svg"></main></html>' }),
  );
  await page.goto(page1);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: [^(]*\(img\)/);
});

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
  await offlineSetSaved(page);
  await context.setOffline(true);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('region', { name: "Немає з'єднання з інтернетом" })).toBeVisible();
  await expectNoAxeViolations(page);
});
