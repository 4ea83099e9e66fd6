/**
 * The cookie notice comes with the server's HTML for a visitor who has not chosen, so it paints
 * with the page (with or without JavaScript); the page takes it over after hydration; a choice
 * lives in localStorage and in the `isHidaCookie` cookie, which keeps it out of the next pages,
 * online and offline.
 */
import type { BrowserContext } from '@playwright/test';
import { cookieNotice, cookieNoticeTakenOver, expect, hydrated, offlineSetSaved, test } from './fixtures';

const choiceCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'isHidaCookie');
const yearFromNow = () => Date.now() / 1000 + 365 * 24 * 3600;

test('with JavaScript disabled, a first visit shows the notice, and its buttons still store the choice', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/tariffs/privat');
  await expect(cookieNotice(page)).toBeVisible();
  await expect(cookieNotice(page)).toContainText('Мы используем файлы cookie');
  await expect(cookieNotice(page)).toBeInViewport();
  await cookieNotice(page).getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(/\/ru\/tariffs\/privat$/);
  await expect(cookieNotice(page)).toHaveCount(0);
  const cookie = await choiceCookie(context);
  expect(cookie?.value).toBe('rejected');
  expect(cookie?.expires).toBeGreaterThan(yearFromNow() - 60);
  await context.close();
});

test('after Accept the notice goes and a reload brings HTML without it; nothing moved', async ({ page, context }) => {
  await page.goto('/tariffs/privat');
  await hydrated(page);
  await cookieNoticeTakenOver(page);
  // Painted with the page: fixed at the bottom, the same box as before the page took it over.
  await expect(cookieNotice(page)).toBeInViewport();
  await cookieNotice(page).getByRole('button', { name: 'Прийняти' }).click();
  await expect(cookieNotice(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('isHidaCookie'))).toBe('accepted');
  expect((await choiceCookie(context))?.value).toBe('accepted');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (total += (e as PerformanceEntry & { value: number }).value))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shift).toBe(0);
  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain('id="cookie-notice"');
  await hydrated(page);
  await expect(cookieNotice(page)).toHaveCount(0);
});

test('a visitor who chose before the cookie existed: the notice goes after hydration and the cookie is written', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('isHidaCookie', 'rejected'));
  const first = await page.goto('/faq');
  expect(await first?.text()).toContain('id="cookie-notice"');
  await hydrated(page);
  await expect(cookieNotice(page)).toHaveCount(0);
  await expect.poll(async () => (await choiceCookie(context))?.value).toBe('rejected');
  expect((await choiceCookie(context))?.expires).toBeGreaterThan(yearFromNow() - 60);
  const next = await page.goto('/ru/faq');
  expect(await next?.text()).not.toContain('id="cookie-notice"');
});

test('a choice made before the page takes the notice over is stored all the same, and the chat sees it', async ({ page, context }) => {
  // The page's script is late (a slow line): the notice's buttons post the choice.
  let held = true;
  const waiting: (() => Promise<void>)[] = [];
  await page.route(/\/assets\/entry-client-[^/]*\.js$/, (route) => {
    if (held) waiting.push(() => route.continue().catch(() => {}));
    else void route.continue();
  });
  await page.goto('/');
  await expect.poll(() => waiting.length).toBeGreaterThan(0);
  await cookieNotice(page).getByRole('button', { name: 'Прийняти' }).click();
  await expect(cookieNotice(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect((await choiceCookie(context))?.value).toBe('accepted');
  held = false;
  await Promise.all(waiting.map((go) => go()));
  await hydrated(page);
  // The chat opens 3 s after load with consent: the cookie is consent.
  await expect(page.getByRole('button', { name: 'Відкрити чат підтримки' })).toBeVisible({ timeout: 15_000 });
});

test('offline, kept pages and the shell show the notice only to a visitor who has not chosen, and a choice posted offline is kept', async ({ page, context }) => {
  test.setTimeout(90_000);
  // Whether the notice was in the document as it arrived, before any script of the page ran.
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { noticeOnArrival: boolean }).noticeOnArrival = document.getElementById('cookie-notice') !== null;
    }),
  );
  const arrivedWithNotice = () => page.evaluate(() => (window as unknown as { noticeOnArrival: boolean }).noticeOnArrival);
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  // A page the service worker keeps as last seen, with the notice (no choice yet).
  await page.goto('/faq');
  await hydrated(page);
  await context.setOffline(true);
  for (const path of ['/faq', '/contacts']) {
    await page.goto(path);
    await hydrated(page);
    expect(await arrivedWithNotice(), path).toBe(true);
    await expect(cookieNotice(page)).toBeVisible();
  }
  // Accept pressed before the page takes the notice over posts the form: offline, the worker
  // stores the choice and opens the page again (requestSubmit, as the page's script handles clicks).
  const reopened = page.waitForEvent('load');
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('#cookie-notice form');
    form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="accepted"]'));
  });
  await reopened;
  await expect(page).toHaveURL(/\/contacts$/);
  await hydrated(page);
  expect(await arrivedWithNotice()).toBe(false);
  expect((await choiceCookie(context))?.value).toBe('accepted');
  // The kept page and the shell (for a page never visited) still hold the notice: it is left out.
  for (const path of ['/faq', '/contacts', '/ru/news']) {
    await page.goto(path);
    await hydrated(page);
    expect(await arrivedWithNotice(), path).toBe(false);
    await expect(cookieNotice(page)).toHaveCount(0);
  }
});
