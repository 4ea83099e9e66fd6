import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, islandReady, test } from './fixtures';

type Tr = { languages_code: string; title: string; salary: string };
type Vacancy = { id: number; status: string; date_created: string; location: number; category: number; employment_type: number; translations: Tr[] };
type Lookup = { id: number; name_ukr: string; name_ru: string };

const read = <T>(name: string) => JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as T;
const vacancies = read<Vacancy[]>('vacancies')
  .filter((v) => v.status === 'published')
  .sort((a, b) => b.date_created.localeCompare(a.date_created));
const locations = read<Lookup[]>('vacancies_locations');
const categories = read<Lookup[]>('vacancies_categories');
const types = read<Lookup[]>('vacancies_employment_types');
const title = (v: Vacancy, lang: 'uk' | 'ru') => v.translations.find((t) => t.languages_code === lang)?.title ?? '';
const where = (f: { location?: number; category?: number; type?: number }) =>
  vacancies.filter(
    (v) => (!f.location || v.location === f.location) && (!f.category || v.category === f.category) && (!f.type || v.employment_type === f.type),
  );
const ukCount = (n: number) => `Знайдено ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'вакансію' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'вакансії' : 'вакансій'}`;

// The list's cards are the level-3 headings of the "open vacancies" region.
const cards = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('heading', { level: 3 });
/** The list is an island (docs/islands.md): with JavaScript, filters apply in place once it has woken. */
const listAwake = (page: Page) => islandReady(page, 'pages/vacancies/vacancy-list.island');

test('the list shows every open vacancy, the reasons to join and the career FAQ (uk)', async ({ page }) => {
  await page.goto('/vacancies');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вакансії');
  await expect(page.getByRole('heading', { name: 'Навчання з наставником' })).toBeVisible();
  await expect(page.getByText('5–14 днів', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('від 1 до 3 місяців', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Знайдено' })).toHaveText(ukCount(vacancies.length));
  await expect(cards(page, 'Відкриті вакансії')).toHaveText(vacancies.map((v) => title(v, 'uk')));
  const first = vacancies[0] as Vacancy;
  await cards(page, 'Відкриті вакансії').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(first, 'uk'));
  await page.goBack();
  const faq = page.getByRole('region', { name: 'Питання про роботу в нас' });
  const question = faq.getByText('Чи є випробувальний термін?');
  await expect(faq.locator('details')).toHaveCount(6);
  await expect(faq.getByText('Його тривалість залежить від посади')).toBeHidden();
  await question.click();
  await expect(faq.getByText('Його тривалість залежить від посади')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the list in Russian', async ({ page }) => {
  await page.goto('/ru/vacancies');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вакансии');
  await expect(page.getByRole('status').filter({ hasText: 'Найдено' })).toHaveText(`Найдено ${vacancies.length} вакансий`);
  await expect(cards(page, 'Открытые вакансии')).toHaveText(vacancies.map((v) => title(v, 'ru')));
  await expect(page.getByLabel('Локация').locator('option')).toHaveText(['Все', ...locations.map((l) => l.name_ru)]);
  await expect(page.getByRole('region', { name: 'Вопросы о работе у нас' }).locator('details')).toHaveCount(6);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [key, list, field] of [
    ['location', locations, 'location'],
    ['category', categories, 'category'],
    ['type', types, 'type'],
  ] as const) {
    test(`each ${key} filters the list from the address`, async ({ page }) => {
      for (const item of list) {
        const expected = where({ [field]: item.id });
        await page.goto(`/vacancies?${key}=${item.id}`);
        await expect(page.getByRole('status').filter({ hasText: 'Знайдено' })).toHaveText(ukCount(expected.length));
        if (expected.length > 0) await expect(cards(page, 'Відкриті вакансії')).toHaveText(expected.map((v) => title(v, 'uk')));
        else await expect(page.getByText('Немає вакансій, що відповідають цим фільтрам.')).toBeVisible();
      }
    });
  }

  test('the form is sent with its button and keeps the choice', async ({ page }) => {
    await page.goto('/ru/vacancies');
    await page.getByLabel('Направление').selectOption({ label: 'Технический персонал и монтаж' });
    await page.getByLabel('Тип занятости').selectOption({ label: 'Полная занятость' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/\/ru\/vacancies\?location=&category=1&type=1$/);
    const expected = where({ category: 1, type: 1 });
    await expect(cards(page, 'Открытые вакансии')).toHaveText(expected.map((v) => title(v, 'ru')));
    await expect(page.getByLabel('Направление')).toHaveValue('1');
  });
});

test('with JavaScript a change updates the list in place; combined filters and the no-match message', async ({ page }) => {
  await page.goto('/vacancies');
  await hydrated(page);
  await listAwake(page);
  await expect(page.getByRole('button', { name: 'Показати' })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByLabel('Локація').selectOption({ label: 'Виїзна робота по зоні обслуговування' });
  await expect(page).toHaveURL(/\/vacancies\?location=3&avoidScrolling=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'Знайдено' })).toHaveText(ukCount(where({ location: 3 }).length));
  await page.getByLabel('Напрям').selectOption({ label: 'Технічний персонал і монтаж' });
  await page.getByLabel('Тип зайнятості').selectOption({ label: 'Повна зайнятість' });
  const combined = where({ location: 3, category: 1, type: 1 });
  await expect(page).toHaveURL(/location=3&category=1&type=1/);
  await expect(cards(page, 'Відкриті вакансії')).toHaveText(combined.map((v) => title(v, 'uk')));
  expect(combined.length).toBeGreaterThan(0);
  await page.getByLabel('Напрям').selectOption({ label: 'IT та розробка' });
  expect(where({ location: 3, category: 4, type: 1 })).toHaveLength(0);
  await expect(page.getByText('Немає вакансій, що відповідають цим фільтрам.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Знайдено' })).toHaveText(ukCount(0));
  // Still the same document: no full reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.getByRole('link', { name: 'Показати всі вакансії' }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
  await expect(cards(page, 'Відкриті вакансії')).toHaveCount(vacancies.length);
  await expect(page.getByLabel('Локація')).toHaveValue('');
});

test('a changed filter reads the reference lists only once', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (/\/content\/items\/vacancies_/.test(r.url())) lookups.push(r.url());
  });
  await page.goto('/vacancies');
  await hydrated(page);
  await listAwake(page);
  await page.getByLabel('Локація').selectOption({ label: 'Віддалено' });
  await expect(cards(page, 'Відкриті вакансії')).toHaveText(where({ location: 4 }).map((v) => title(v, 'uk')));
  await page.getByLabel('Локація').selectOption('');
  await expect(cards(page, 'Відкриті вакансії')).toHaveCount(vacancies.length);
  expect(lookups).toEqual([]);
});

test('a vacancy page shows its sections and chips, in both languages', async ({ page }) => {
  await page.goto('/vacancies/1');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Монтажник волоконно-оптичних мереж');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Про роботу', 'Вимоги', "Обов'язки", 'Умови роботи', 'Досвід на схожій посаді', 'Документи для оформлення']);
  await expect(page.getByText('Виїзна робота по зоні обслуговування')).toBeVisible();
  await expect(page.getByText('Повна зайнятість')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Документи для оформлення' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Досвід на схожій посаді' })).toContainText('До 1 року');
  await expectNoAxeViolations(page);

  await page.goto('/ru/vacancies/1');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Монтажник волоконно-оптических сетей');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('О работе');
  await expect(page.getByText('Полная занятость')).toBeVisible();
  await page.getByRole('link', { name: 'Все вакансии' }).first().click();
  await expect(page).toHaveURL(/\/ru\/vacancies$/);
});

test('the apply modal says how to apply, keeps focus inside and gives it back on Escape', async ({ page }) => {
  await page.goto('/ru/vacancies/1');
  await hydrated(page);
  const apply = page.getByRole('button', { name: 'Откликнуться' }).first();
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Откликнуться на вакансию' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const mail = dialog.getByRole('link', { name: /Написать на/ });
  await expect(mail).toHaveAttribute('href', `mailto:support@zorianet.example?subject=${encodeURIComponent('Монтажник волоконно-оптических сетей')}`);
  await expect(dialog.getByRole('link', { name: /Позвонить/ }).first()).toHaveAttribute('href', 'tel:+380612704040');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test('#apply opens the form at once, and the lower Apply button opens it on the first click', async ({ page }) => {
  // The outbox's "fix and send again" comes back to #apply: that island wakes without a touch.
  await page.goto('/vacancies/1#apply');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Відгукнутися на вакансію' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Without a hash nothing wakes until touched; the first click is held and given again.
  await page.goto('/vacancies/1');
  await hydrated(page);
  await expect(page.locator('[data-island-state]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Відгукнутися' }).last().click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('an unknown vacancy is a 404', async ({ page, consoleErrors }) => {
  for (const url of ['/vacancies/999', '/ru/vacancies/abc']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(url.startsWith('/ru') ? /не найдена/ : /не знайдено/);
  }
  expect(consoleErrors.every((e) => /status of 404/.test(e))).toBe(true);
  consoleErrors.length = 0;
});
