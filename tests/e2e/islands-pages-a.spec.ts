/**
 * Islands mode (docs/islands.md) on the content pages: after load and two idle seconds with no
 * input, no island has hydrated and React's runtime was never asked for, unless an island is in
 * view at load (/additional's switches and request: they show what the device chose). /saved's
 * report of what the device keeps is filled in by a plain script. The first input also brings the layout's browser-only parts, and React with them.
 * Then what the visitor touches works: the director's form, the news and promotion
 * filters (plain links the server answers), the contract's Print button, the services' switches.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, islandReady, openUntouched, test } from './fixtures';

interface Named {
  status: string;
  is_active: boolean;
}
const news = (JSON.parse(readFileSync('content/news.json', 'utf8')) as (Named & { id: number; tags: string[] })[]).filter((n) => n.status === 'published' && n.is_active);
const sales = (JSON.parse(readFileSync('content/sales.json', 'utf8')) as (Named & { url_name: string; is_draft: boolean; is_hidden: boolean })[]).filter(
  (s) => s.status === 'published' && !s.is_draft && !s.is_hidden,
);
const technical = news.filter((n) => n.tags.includes('technical-works'));

/** Loads `path` in islands mode. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('#root[data-mode="islands"]')).toHaveCount(1);
}

const quiet = [
  { name: 'not found', path: '/no-such-page-here' },
  { name: 'shop', path: '/equipment' },
  { name: 'shop category', path: '/equipment/category/routers' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'news list', path: '/news' },
  { name: 'news list (ru)', path: '/ru/news' },
  { name: 'news item', path: `/news/${news[0]?.id}` },
  { name: 'promotions', path: '/sales' },
  { name: 'promotion', path: `/sales/${sales[0]?.url_name}` },
  { name: 'payment methods', path: '/payment-methods' },
  { name: 'legal documents', path: '/contracts' },
  { name: 'legal document', path: '/contracts?id=24' },
  { name: 'contacts', path: '/contacts' },
  { name: 'contacts (ru)', path: '/ru/contacts' },
  { name: 'vacancies', path: '/vacancies' },
  { name: 'vacancy', path: '/vacancies/1' },
  { name: 'business', path: '/tariffs/business' },
];

for (const { name, path } of quiet) {
  test(`${name} (${path}): nothing hydrates and no runtime loads while nobody touches it`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const runtime = await openUntouched(page, path);
    await expect(page.locator('[data-island-state]')).toHaveCount(0);
    expect(runtime).toEqual([]);
    // The browser reports the 404 document's own status as an error: that one is the point.
    if (path === '/no-such-page-here') consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 404')));
    expect(consoleErrors).toEqual([]);
  });
}

test('contacts: the director form wakes when scrolled to, takes input and says what is wrong in Ukrainian', async ({ page }) => {
  const runtime = await openUntouched(page, '/contacts');
  const director = 'pages/contacts/director-form.island';
  await expect(page.locator(`[data-island="${director}"]`)).toBeEmpty();
  await islandReady(page, director);
  expect(runtime.length).toBeGreaterThan(0);
  const form = page.getByRole('form', { name: 'Повідомлення директору' });
  await form.getByLabel('Ваш e-mail').fill('olena@');
  await form.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(form.getByText('Некоректна адреса електронної пошти')).toBeVisible();
});

test('ru contacts: the director form speaks Russian', async ({ page }) => {
  await open(page, '/ru/contacts');
  await islandReady(page, 'pages/contacts/director-form.island');
  const form = page.getByRole('form', { name: 'Сообщение директору' });
  await form.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(form.getByText('Обязательное поле').first()).toBeVisible();
});

test('news: a tag filter is a plain link the server answers', async ({ page }) => {
  await open(page, '/news');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Новини за темами' }).getByRole('link', { name: /Технічні роботи/ }).click();
  await expect(page).toHaveURL(/\/news\?tag=technical-works$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(technical.length);
  // A full page load: the new document has no marker.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  await expect(page.locator('[data-island-state]')).toHaveCount(0);
});

test('promotions: the archive tab is a plain link the server answers', async ({ page }) => {
  await open(page, '/sales');
  await page.getByRole('link', { name: /Архів/ }).click();
  await expect(page).toHaveURL(/\/sales\?tab=archive$/);
  await expect(page.getByRole('link', { name: /Архів/ })).toHaveAttribute('aria-current', 'page');
});

test('a legal document: Print wakes on the first touch and prints', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => void ((window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1);
  });
  await openUntouched(page, '/contracts?id=24');
  await page.getByRole('button', { name: 'Друкувати' }).click();
  await expect(page.locator('[data-island="pages/contracts/print-button.island"]')).toHaveAttribute('data-island-state', 'ready');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
});

test('additional services: the switches and the request in view hydrate at load and work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const runtime = await openUntouched(page, '/additional');
  // In view at load: the first switches and the request beside them (what the device chose shows at once).
  expect(runtime.length).toBeGreaterThan(0);
  await expect(page.locator('[data-island="pages/additional/request-summary.island"]')).toHaveAttribute('data-island-state', 'ready');
  const toggle = page.getByRole('button', { name: 'Додати до заявки: Статична (біла) IP-адреса' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Прибрати із заявки: Статична (біла) IP-адреса' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('services-chosen').getByRole('listitem')).toHaveCount(1);
});

test('saved: the report of the device shows what is saved with no framework code', async ({ page }) => {
  const runtime = await openUntouched(page, '/saved');
  await expect(page.getByTestId('saved-total')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('saved-total')).toHaveText(/^\d[\d\s,]*\s(КБ|МБ)$/);
  await expect(page.getByText('Перевіряємо, що збережено…')).toBeHidden();
  expect(runtime).toEqual([]);
});
