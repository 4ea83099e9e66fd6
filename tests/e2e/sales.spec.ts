import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

interface SaleItem {
  url_name: string;
  status: string;
  position: number;
  is_active: boolean;
  is_draft: boolean;
  is_hidden: boolean;
  translations: { languages_code: string; title: string; period: string; conditions: string[]; steps: string[]; details_label: string }[];
}

// What a visitor should see, straight from the content: neither drafts nor hidden ones, in order.
const visible = (JSON.parse(readFileSync('content/sales.json', 'utf8')) as SaleItem[])
  .filter((s) => s.status === 'published' && !s.is_draft && !s.is_hidden)
  .sort((a, b) => a.position - b.position);
const current = visible.filter((s) => s.is_active);
const archive = visible.filter((s) => !s.is_active);
const tr = (s: SaleItem | undefined, lang: 'uk' | 'ru') => s?.translations.find((t) => t.languages_code === lang);
const byName = (name: string) => visible.find((s) => s.url_name === name);

test('promotions: current ones by default, the archive in its tab, both counted', async ({ page, consoleErrors }) => {
  expect(current.length).toBe(6);
  expect(archive.length).toBe(7);
  await page.goto('/sales');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акції');
  const tabs = page.getByRole('navigation', { name: 'Акції' }).last();
  await expect(tabs.getByRole('link', { name: `Поточні ${current.length}` })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText(current.map((s) => tr(s, 'uk')?.title ?? ''));
  // A card says whom the promotion is for and when it runs.
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tr(current[0], 'uk')?.title }) });
  await expect(first.getByText('Нові абоненти')).toBeVisible();
  await expect(first.getByText(tr(current[0], 'uk')?.period ?? '')).toBeVisible();
  // The draft never shows.
  await expect(page.getByText('Чорна п\'ятниця')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: `Архів ${archive.length}` }).click();
  await expect(page).toHaveURL(/\/sales\?tab=archive$/);
  await expect(cards).toHaveText(archive.map((s) => tr(s, 'uk')?.title ?? ''));
  await expect(tabs.getByRole('link', { name: /Архів/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /Поточні/ })).toHaveJSProperty('ariaCurrent', null);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the archive tab works without JavaScript and in Russian', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/sales');
  await page.getByRole('link', { name: `Архив ${archive.length}` }).click();
  await expect(page).toHaveURL(/\/ru\/sales\?tab=archive$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(archive.map((s) => tr(s, 'ru')?.title ?? ''));
  await expect(page.getByRole('link', { name: `Текущие ${current.length}` })).toHaveJSProperty('ariaCurrent', null);
  await context.close();
});

test('a promotion shows its period, audience, conditions, steps, details and what to do', async ({ page, consoleErrors }) => {
  const sale = tr(byName('refer-a-friend'), 'uk');
  await page.goto('/sales/refer-a-friend');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sale?.title ?? '');
  await expect(page).toHaveTitle(`${sale?.title} | ZoriaNet`);
  const brief = page.getByRole('complementary', { name: 'Коротко про акцію' });
  await expect(brief.getByText(sale?.period ?? '')).toBeVisible();
  await expect(brief.getByText('з 1 червня 2025 р.')).toBeVisible();
  await expect(brief.getByText('Усі абоненти')).toBeVisible();
  await expect(brief.getByRole('link', { name: 'Запитати про акцію' })).toHaveAttribute('href', '/contacts');
  await expect(page.getByRole('heading', { name: 'Умови', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Як узяти участь' })).toBeVisible();
  await expect(page.getByRole('heading', { name: sale?.details_label })).toBeVisible();
  for (const condition of sale?.conditions ?? []) await expect(page.getByRole('listitem').filter({ hasText: condition })).toBeVisible();
  await expect(page.getByRole('article').locator('ol > li')).toHaveText(sale?.steps ?? []);
  // Site links inside the details navigate in the app.
  await page.getByRole('link', { name: 'програмі лояльності' }).click();
  await expect(page).toHaveURL(/\/sales\/loyalty-programme$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(byName('loyalty-programme'), 'uk')?.title ?? '');
  await page.goto('/sales/refer-a-friend');
  await hydrated(page);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('an archived promotion says it has ended; the UPS one leads to its product', async ({ page, consoleErrors }) => {
  await page.goto('/ru/sales/winter-online');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(byName('winter-online'), 'ru')?.title ?? '');
  await expect(page.getByText('Эта акция завершилась.')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('1 декабря 2021 – 28 февраля 2022')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Посмотреть текущие акции' })).toHaveAttribute('href', '/ru/sales');
  await expect(page.getByRole('link', { name: 'Архив акций' })).toHaveAttribute('href', '/ru/sales?tab=archive');
  await expectNoAxeViolations(page);

  await page.goto('/sales/ups-discount-30');
  await hydrated(page);
  await expect(page.getByText('Ця акція завершилася.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Переглянути товар' })).toHaveAttribute('href', '/equipment/other/41');
  expect(consoleErrors).toEqual([]);
});

test('drafts and unknown promotions are 404', async ({ page, consoleErrors }) => {
  for (const [path, heading] of [
    ['/sales/black-friday-2026', 'Цю сторінку не знайдено'],
    ['/sales/no-such-promotion', 'Цю сторінку не знайдено'],
    ['/ru/sales/black-friday-2026', 'Эта страница не найдена'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});
