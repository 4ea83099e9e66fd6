/** /contracts: the legal documents by category, one document at ?id=, its PDF, and offline reading. */
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

const contract = {
  uk: { path: '/contracts?id=24', h1: /^Публічний договір \(оферта\)/, list: '/contracts', listH1: 'Правові документи', pdf: 'Завантажити PDF', section: '4. Підключення' },
  ru: { path: '/ru/contracts?id=24', h1: /^Публичный договор \(оферта\)/, list: '/ru/contracts', listH1: 'Правовые документы', pdf: 'Скачать PDF', section: '4. Подключение' },
};

for (const lang of ['uk', 'ru'] as const) {
  const w = contract[lang];
  test(`${lang}: the list leads to the public contract, which reads as numbered sections with its date`, async ({ page, consoleErrors }) => {
    await page.goto(w.list);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: w.listH1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    await page.getByRole('link', { name: w.h1 }).click();
    await expect(page).toHaveURL(new RegExp(`${w.path.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1, name: w.h1 })).toBeVisible();
    await expect(page.locator('time[datetime="2026-10-01"]').first()).toBeVisible();
    // The table of contents leads to its section.
    await page.getByRole('navigation', { name: lang === 'uk' ? 'Зміст' : 'Содержание' }).getByRole('link', { name: w.section }).click();
    await expect(page.getByRole('heading', { level: 2, name: w.section })).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
}

test('the footer\'s public-contract link opens document 24', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Публічний договір' }).click();
  await expect(page).toHaveURL(/\/contracts\?id=24$/);
  await expect(page.getByRole('heading', { level: 1, name: contract.uk.h1 })).toBeVisible();
});

test('choosing another document changes the page, and back returns to the first', async ({ page, consoleErrors }) => {
  await page.goto('/contracts?id=24');
  await hydrated(page);
  await page.getByRole('link', { name: 'Тарифний регламент', exact: true }).click();
  await expect(page).toHaveURL(/\/contracts\?id=25$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифний регламент' })).toBeVisible();
  await expect(page.getByText('1,67 грн на добу')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: contract.uk.h1 })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: contract.uk.h1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown or malformed document id is the 404 page', async ({ page }) => {
  for (const [path, heading] of [
    ['/contracts?id=999', 'Цю сторінку не знайдено'],
    ['/contracts?id=abc', 'Цю сторінку не знайдено'],
    ['/ru/contracts?id=999', 'Эта страница не найдена'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('the PDF link downloads the document as a PDF', async ({ page }) => {
  await page.goto('/ru/contracts?id=24');
  await hydrated(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: contract.ru.pdf }).click()]);
  expect(download.suggestedFilename()).toBe('zorianet-publichnyi-dohovir-ru.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
});

test('never visited, the list and the public contract open offline after one visit to the home page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  await page.goto('/contracts');
  await expect(page.getByRole('heading', { level: 1, name: contract.uk.listH1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Програма лояльності' })).toBeVisible();
  await page.goto('/contracts?id=24');
  await expect(page.getByRole('heading', { level: 1, name: contract.uk.h1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '15. Реквізити Провайдера' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'для завантаження PDF потрібна мережа' })).toBeVisible();
});
