/**
 * The tariff, TV, FAQ and guide pages in islands mode (docs/islands.md): untouched, they run no
 * React and hydrate nothing; each interactive part works once the visitor reaches it.
 */
import { expect, hydrated, islandReady, openUntouched, test } from './fixtures';

// One URL per page type (uk), and two in Russian. None has an island in view at load.
const untouched = [
  '/tariffs',
  '/tariffs/privat',
  '/tariffs/privat/kushugum',
  '/tv',
  '/megogo',
  '/sweet-tv/compare-tariff',
  '/faq',
  '/faq/cabinet-and-payments',
  '/routers',
  '/routers/tp-link-en',
  '/setup-pc',
  '/setup-pc/windows-7',
  '/ru/tv',
  '/ru/faq',
];

for (const path of untouched) {
  test(`${path}: untouched, no island hydrates and React is never asked for`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const runtime = await openUntouched(page, path);
    await expect(page.locator('[data-island-state]')).toHaveCount(0);
    expect(runtime).toEqual([]);
    // The layout's CSS came with the page: the language switch sits in the top bar, not below the header.
    const language = await page.locator('a[lang][hreflang]').first().boundingBox();
    expect(language?.y ?? Infinity).toBeLessThan(40);
    expect(consoleErrors).toEqual([]);
  });
}

test('/faq/tv-setup: the guide\'s tabs are in view at load, so they hydrate at once', async ({ page, consoleErrors }) => {
  const runtime = await openUntouched(page, '/faq/tv-setup');
  await expect(page.locator('[data-island="pages/faq/tv-guide.island"][data-island-state="ready"]')).toHaveCount(1);
  await expect(page.locator('[data-island-state]')).toHaveCount(1);
  expect(runtime).toHaveLength(1);
  await expect(page.getByRole('tab', { name: 'Смартфон' })).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('/tv: the channel list expands, and the football notice opens from it and from its button', async ({ page, consoleErrors }) => {
  await page.goto('/tv');
  await hydrated(page);
  await islandReady(page, 'pages/tv/channels.island');
  const list = page.getByRole('list', { name: 'Канали' });
  const toggle = page.getByRole('button', { name: /^(Показати всі|Згорнути список)/ });
  await expect(list.getByRole('listitem')).toHaveCount(24);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(24);
  await toggle.click();
  await expect(list.getByRole('listitem')).toHaveCount(24);

  const modal = page.getByRole('dialog', { name: 'Футбольні канали — окремим пакетом' });
  await page.getByRole('button', { name: 'Про футбольні канали' }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Закрити', exact: true }).first().click();
  await expect(modal).toBeHidden();
  await page.getByLabel('Назва каналу').fill('арена футбол');
  await list.getByRole('button', { name: 'Футбол: як дивитися Арена Футбол 1' }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Обрати тариф' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Тарифи ZoriaNet TV', level: 2 })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('/ru/tv: what is typed and chosen before the list wakes is what it filters by', async ({ page, consoleErrors }) => {
  await page.goto('/ru/tv');
  await hydrated(page);
  const island = page.locator('[data-island="pages/tv/channels.island"]');
  // The first touch wakes it; the text is in the field before React is.
  await page.getByLabel('Название канала').fill('новости');
  await expect(island).toHaveAttribute('data-island-state', 'ready');
  await expect(page.getByRole('list', { name: 'Каналы' })).toContainText('Новости 24');
  for (const item of await page.getByRole('list', { name: 'Каналы' }).getByRole('listitem').all()) await expect(item).toContainText(/новост/i);
  expect(consoleErrors).toEqual([]);
});

test('/tariffs: the type switch shows the other type\'s tariffs, and the constructor comes when reached', async ({ page, consoleErrors }) => {
  await page.goto('/tariffs');
  await hydrated(page);
  const types = page.getByRole('navigation', { name: 'Тип житла' });
  await types.getByRole('link', { name: 'Приватний будинок' }).click();
  await expect(page).toHaveURL(/\/tariffs\/privat$/);
  await expect(types.getByRole('link', { name: 'Приватний будинок' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Інтернет для приватного будинку');

  await islandReady(page, 'pages/tariffs/constructor/constructor-view.island');
  const region = page.getByRole('region', { name: 'Конструктор тарифу' });
  await expect(region.getByRole('group', { name: 'Швидкість' })).toBeVisible();
  await expect(region.getByRole('status')).toContainText('грн');
  expect(consoleErrors).toEqual([]);
});

test('/faq: the search finds an answer as it is typed, without a page load', async ({ page, consoleErrors }) => {
  await page.goto('/faq');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const box = page.getByRole('searchbox', { name: 'Пошук у питаннях' });
  await box.fill('бонус');
  await expect(page).toHaveURL(/\/faq\?q=%D0%B1%D0%BE%D0%BD%D1%83%D1%81$/);
  const results = page.getByRole('region', { name: 'Результати пошуку' });
  await expect(results.getByRole('link', { name: 'Як нараховуються бонуси за стаж?' })).toHaveAttribute('href', /^\/faq\/bonuses-and-referrals#/);
  await expect(box).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // The answer's page: the question it points at is open.
  await results.getByRole('link', { name: 'Як нараховуються бонуси за стаж?' }).click();
  await expect(page).toHaveURL(/\/faq\/bonuses-and-referrals#/);
  const id = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
  await expect(page.locator('[data-island]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('/setup-pc/windows-7: Print prints without React', async ({ page, consoleErrors }) => {
  await page.goto('/setup-pc/windows-7');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  const print = page.getByRole('button', { name: 'Друкувати' });
  await expect(print).toHaveAttribute('data-enhance-state', 'ready');
  await print.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // The page's own islands: none (the layout's extras render on the first input, by design).
  await expect(page.locator('[data-island]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
