import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

interface NewsItem {
  id: number;
  status: string;
  is_active: boolean;
  date_created: string;
  tags: string[];
  pdf?: string;
  translations: { languages_code: string; title: string }[];
}

// What a visitor should see, straight from the content: active items, newest first.
const news = (JSON.parse(readFileSync('content/news.json', 'utf8')) as NewsItem[])
  .filter((n) => n.status === 'published' && n.is_active)
  .sort((a, b) => Date.parse(b.date_created) - Date.parse(a.date_created));
const title = (n: NewsItem | undefined, lang: 'uk' | 'ru') => n?.translations.find((t) => t.languages_code === lang)?.title ?? '';
const byId = (id: number) => news.find((n) => n.id === id);
const technical = news.filter((n) => n.tags.includes('technical-works'));

test('the news list shows active items newest first, marks notices and filters by tag', async ({ page, consoleErrors }) => {
  await page.goto('/news');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новини');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(news.map((n) => title(n, 'uk')));
  // The inactive notice (id 1) is not listed.
  await expect(page.getByText('Планові роботи в Балабиному 23 січня')).toHaveCount(0);
  // Notices carry a visible label.
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title(news[0], 'uk') }) });
  await expect(first.getByText('Технічні роботи')).toBeVisible();
  await expect(first.locator('time')).toHaveText('21 листопада 2026 р.');
  await expectNoAxeViolations(page);

  const topics = page.getByRole('navigation', { name: 'Новини за темами' });
  await expect(topics.getByRole('link', { name: `Усі новини ${news.length}` })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: `Технічні роботи ${technical.length}` }).click();
  await expect(page).toHaveURL(/\/news\?tag=technical-works$/);
  await expect(headings).toHaveText(technical.map((n) => title(n, 'uk')));
  await expect(topics.getByRole('link', { name: /Технічні роботи/ })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: /Усі новини/ }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(headings).toHaveCount(news.length);
  expect(consoleErrors).toEqual([]);
});

test('the Russian news list is in Russian, and the tag filter works from the address', async ({ page }) => {
  await page.goto('/ru/news?tag=emergency');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
  const emergencies = news.filter((n) => n.tags.includes('emergency'));
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(emergencies.map((n) => title(n, 'ru')));
  await expect(page.getByRole('link', { name: /Авария/ })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('an article has its date, tags, text, neighbours by date and a way back', async ({ page, consoleErrors }) => {
  await page.goto('/news/15');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(byId(15), 'uk'));
  await expect(page).toHaveTitle(`${title(byId(15), 'uk')} | ZoriaNet`);
  await expect(page.getByRole('main').locator('time')).toHaveText('15 вересня 2026 р.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Новини компанії' })).toBeVisible();
  await expectNoAxeViolations(page);

  const at = news.findIndex((n) => n.id === 15);
  const more = page.getByRole('navigation', { name: 'Інші новини' });
  await expect(more.getByRole('link', { name: `Попередня новина ${title(news[at + 1], 'uk')}` })).toBeVisible();
  await more.getByRole('link', { name: `Наступна новина ${title(news[at - 1], 'uk')}` }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${news[at - 1]?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(news[at - 1], 'uk'));
  // The newest item has no next one.
  await expect(page.getByRole('link', { name: /Наступна новина/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Усі новини' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новини');
  expect(consoleErrors).toEqual([]);
});

test('article HTML reaches the page without scripts or inline handlers', async ({ page }) => {
  for (const path of ['/news/16', '/ru/news/10']) {
    await page.goto(path);
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator('p').first()).toBeVisible();
    await expect(main.locator('script')).toHaveCount(0);
    const handlers = await main.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on'))),
    );
    expect(handlers).toEqual([]);
    const scriptLinks = await main.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*javascript:/i.test(h)));
    expect(scriptLinks).toEqual([]);
  }
});

test('/nw/{id} is the same article, and its PDF notice opens in place and loads', async ({ page, consoleErrors }) => {
  const notice = byId(16);
  await page.goto('/nw/16');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(notice, 'uk'));
  await expect(page.getByRole('main').getByText('Технічні роботи')).toBeVisible();

  const pdf = page.waitForResponse((r) => r.url().endsWith(`/content/assets/${notice?.pdf}`));
  await page.getByRole('link', { name: 'Переглянути оголошення (PDF)' }).click();
  await expect(page).toHaveURL(/\/nw\/16\?view=pdf$/);
  const frame = page.locator(`iframe[title="Оголошення у форматі PDF: ${title(notice, 'uk')}"]`);
  await expect(frame).toBeVisible();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The document really is in the frame (a blocked frame stays on about:blank or an error page).
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(`/content/assets/${notice?.pdf}`))).toBe(true);
  await expect(page.getByRole('link', { name: 'Завантажити PDF' })).toHaveAttribute('download', '');
  await expect(page.getByRole('link', { name: 'Завантажити PDF' })).toHaveAttribute('href', `/content/assets/${notice?.pdf}`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Назад до оголошення' }).click();
  await expect(page).toHaveURL(/\/nw\/16$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Переглянути оголошення (PDF)' })).toBeVisible();
  // Any CSP refusal of the frame would be a console error.
  expect(consoleErrors).toEqual([]);
});

test('the PDF view opens from its address in Russian', async ({ page, consoleErrors }) => {
  const notice = byId(16);
  const pdf = page.waitForResponse((r) => r.url().endsWith(`/content/assets/${notice?.pdf}`));
  await page.goto('/ru/nw/16?view=pdf');
  await hydrated(page);
  await expect(page.locator(`iframe[title="Объявление в формате PDF: ${title(notice, 'ru')}"]`)).toBeVisible();
  expect((await pdf).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Назад к объявлению' })).toHaveAttribute('href', '/ru/nw/16');
  expect(consoleErrors).toEqual([]);
});

test('inactive, unknown and malformed news ids are 404', async ({ page, consoleErrors }) => {
  for (const [path, heading] of [
    ['/news/1', 'Цю сторінку не знайдено'],
    ['/news/999', 'Цю сторінку не знайдено'],
    ['/nw/abc', 'Цю сторінку не знайдено'],
    ['/ru/news/1', 'Эта страница не найдена'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  // The browser reports each document's own 404; nothing else may appear.
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});
