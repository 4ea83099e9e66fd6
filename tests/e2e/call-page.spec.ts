/**
 * /call is the call-back form over the home page. The server sends the form open, so it is there
 * before any script runs; it wakes on the first touch (docs/islands.md), and what the visitor
 * typed before React took it over is kept and sent.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, islandReady, test } from './fixtures';
import { storedCallback } from './stored-submissions';

const island = 'pages/forms/callback/callback-dialog.island';

/** Opens `path` with the islands' runtime (React with it) held back until `release` is called. */
async function openHeld(page: Page, path = '/call'): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/runtime-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(path);
  await hydrated(page);
  return { release };
}

test('/call: the form comes with the page; what is typed before it wakes is kept and sent once', async ({ page, consoleErrors }) => {
  // React waits until the visitor has typed.
  const { release } = await openHeld(page);
  const d = page.getByRole('dialog', { name: 'Замовити дзвінок' });
  await expect(d).toBeVisible();
  await expect(page.locator(`[data-island="${island}"]`)).not.toHaveAttribute('data-island-state', 'ready');
  const phone = `067${String(Date.now()).slice(-7)}`;
  await d.getByLabel('Ваше імʼя').fill('Тарас');
  await d.getByRole('textbox', { name: 'Телефон' }).fill(phone);
  await d.getByLabel('Населений пункт').selectOption({ label: 'м. Запоріжжя' });
  await d.getByLabel('Вулиця').fill('вул. Запорізька');
  // Typing woke it; React is still on its way.
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-island-state', 'loading');
  release();
  await islandReady(page, island);
  await expect(d.getByLabel('Ваше імʼя')).toHaveValue('Тарас');
  await expect(d.getByLabel('Вулиця')).toHaveValue('вул. Запорізька');
  await d.getByLabel(/погоджуюся/).check();
  await d.getByRole('button', { name: 'Замовити дзвінок' }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  const rows = storedCallback(`+38${phone}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ fullname: 'Тарас', locality: 'zaporizhzhia', address: 'м. Запоріжжя, вул. Запорізька' });
  expect(consoleErrors).toEqual([]);
});

test('/call: closed, the page is the home page, and the header opens the form again', async ({ page }) => {
  await page.goto('/call');
  await hydrated(page);
  const d = page.getByRole('dialog', { name: 'Замовити дзвінок' });
  await d.getByRole('button', { name: 'Закрити' }).click();
  await expect(d).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оптичний інтернет');
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  await expect(page.getByRole('dialog', { name: 'Замовити дзвінок' })).toBeVisible();
});

test('/call: Escape before the form wakes closes it, and it stays closed once React has it', async ({ page, consoleErrors }) => {
  const { release } = await openHeld(page);
  const d = page.getByRole('dialog', { name: 'Замовити дзвінок' });
  // Focus wakes it; React is held back.
  await d.getByLabel('Ваше імʼя').focus();
  await page.keyboard.press('Escape');
  await expect(d).toHaveCount(0);
  release();
  await page.waitForSelector(`[data-island="${island}"][data-island-state="ready"]`, { state: 'attached' });
  await expect(d).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оптичний інтернет');
  expect(consoleErrors).toEqual([]);
});

test('a link to /call clicked before the modal can open waits for it, however slow, and stays on the page', async ({ page }) => {
  await page.clock.install();
  const { release } = await openHeld(page, '/faq');
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  // A slow phone: seconds go by before the modal's code has loaded.
  await page.clock.fastForward('00:06');
  release();
  await expect(page.getByRole('dialog', { name: 'Замовити дзвінок' })).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
});

test('a link to /call clicked when the modal cannot load goes to /call, whose page has the form', async ({ page }) => {
  // The page has just reloaded once for a failed chunk, so it does not again (src/app/chunk-reload.ts).
  await page.addInitScript(() => sessionStorage.setItem('chunkReloadAt', String(Date.now())));
  await page.route('**/assets/runtime-*.js', (route) => route.abort());
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  await expect(page).toHaveURL(/\/call$/);
  await expect(page.getByRole('dialog', { name: 'Замовити дзвінок' })).toBeVisible();
});
