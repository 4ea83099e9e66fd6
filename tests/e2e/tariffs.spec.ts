/**
 * The tariff pages: the content's tariffs in both languages, "connect" queuing a call-back that
 * carries the tariff, and a locality page never visited opening offline.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openSqlite } from '../../server/db/sqlite';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

type Tariff = { status: string; type_tp: string; cost: number; localities: string[]; translations: { languages_code: string; name: string }[] };
const tariffs = JSON.parse(readFileSync('content/internet_tariffs.json', 'utf8')) as Tariff[];
const published = tariffs.filter((t) => t.status === 'published');
const name = (t: Tariff, lang: string) => t.translations.find((x) => x.languages_code === lang)?.name ?? '';
const dbFile = join('test-results', 'e2e-data', 'site.db');

/** Call-back rows whose stored payload contains every marker. */
function storedCallbacks(...markers: string[]): number {
  const db = openSqlite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT payload FROM submissions WHERE kind = 'callback'").all() as { payload: string }[];
    return rows.filter((r) => markers.every((m) => r.payload.includes(m))).length;
  } finally {
    db.close();
  }
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

for (const lang of ['uk', 'ru'] as const) {
  test(`/tariffs lists every published tariff with its price in ${lang}`, async ({ page }) => {
    await page.goto(lang === 'ru' ? '/ru/tariffs' : '/tariffs');
    await hydrated(page);
    await expect(cards(page)).toHaveCount(published.filter((t) => t.type_tp !== 'business').length);
    for (const t of published.filter((x) => x.type_tp !== 'business')) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: name(t, lang), exact: true }) });
      await expect(card).toContainText(String(t.cost));
      await expect(card).toContainText(lang === 'ru' ? 'грн за 30 дней' : 'грн за 30 днів');
    }
    // Archived tariffs never show.
    for (const t of tariffs.filter((x) => x.status !== 'published')) await expect(page.getByRole('heading', { name: name(t, lang), exact: true })).toHaveCount(0);
  });
}

test('a locality page shows only the tariffs offered there, and its connection terms', async ({ page }) => {
  await page.goto('/ru/tariffs/privat/lezhino');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Интернет для частного дома в Лежино');
  const here = published.filter((t) => t.type_tp === 'privat' && t.localities.includes('lezhino'));
  await expect(cards(page)).toHaveCount(here.length);
  await expect(page.getByRole('main')).toContainText('500 грн');
  await expect(page.getByRole('main')).toContainText('3 м кабеля внутри дома бесплатно');
});

test('"connect" on a tariff opens the call-back form with it and queues a call-back carrying it', async ({ page }) => {
  await page.goto('/tariffs/appartament/zaporizhzhia');
  await hydrated(page);
  await page.getByRole('link', { name: 'Підключитися — тариф «Турбо»' }).click();
  const d = page.locator('dialog[open]');
  await expect(d.getByLabel('Тариф')).toHaveValue('Турбо');
  await expect(d.getByLabel('Швидкість')).toHaveValue('500 Мбіт/с');
  // The visitor stays on the tariff page.
  await expect(page).toHaveURL(/\/tariffs\/appartament\/zaporizhzhia$/);
  const phone = `067${String(randomInt(1_000_000, 9_999_999))}`;
  await d.getByLabel('Ваше імʼя').fill('Оксана');
  await d.getByRole('textbox', { name: 'Телефон' }).fill(phone);
  await d.getByLabel(/погоджуюся/).check();
  await d.getByRole('button', { name: 'Замовити дзвінок' }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect.poll(() => storedCallbacks(`+38${phone}`, 'Тариф: Турбо', 'Швидкість: 500 Мбіт/с')).toBe(1);
});

test('a locality page never visited renders offline after one visit to the home page, with its price date', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  await page.goto('/tariffs/privat/kushugum');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Інтернет для приватного будинку у Кушугумі');
  await expect(cards(page)).toHaveCount(published.filter((t) => t.type_tp === 'privat' && t.localities.includes('kushugum')).length);
  await expect(page.getByText(/Ціни станом на 1 жовтня 2026/)).toBeVisible();
  await page.goto('/ru/tariffs/internet10g');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Интернет 10G' })).toBeVisible();
});

test('the home page lists one housing type\'s tariffs, and /{type}/{code} that locality\'s', async ({ page }) => {
  const block = page.getByRole('region', { name: /^(Тарифи|Тарифы)$/ });
  const count = (type: string, code?: string) => published.filter((t) => t.type_tp === type && (!code || t.localities.includes(code))).length;
  await page.goto('/');
  await hydrated(page);
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(count('appartament'));
  await expect(block.getByRole('link', { name: 'Квартира' })).toHaveAttribute('aria-current', 'page');
  await block.getByRole('link', { name: 'Приватний будинок' }).click();
  await expect(page).toHaveURL(/\/privat$/);
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(count('privat'));
  await page.goto('/ru/internet10g/lezhino');
  await hydrated(page);
  // No 10G in Lezhino: the block says so and offers to ask.
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(block.getByText('Здесь пока нет тарифов этого типа.')).toBeVisible();
  await block.getByRole('link', { name: 'Частный дом' }).click();
  await expect(page).toHaveURL(/\/ru\/privat\/lezhino$/);
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(count('privat', 'lezhino'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page\'s tariff block comes with the page, styled', async ({ page }) => {
    await page.goto('/ru/privat');
    const block = page.getByRole('region', { name: 'Тарифы' });
    const cards = block.getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(published.filter((t) => t.type_tp === 'privat').length);
    await expect(block.getByRole('link', { name: 'Частный дом' })).toHaveAttribute('aria-current', 'page');
    // The cards' own CSS is in the page: a card is laid out as a box, not as bare text.
    const card = await cards.first().evaluate((h) => getComputedStyle(h.closest('li') ?? h).borderRadius);
    expect(card).not.toBe('0px');
  });
});

test('a home page reached in the browser shows its tariff block; the server\'s block links each type', async ({ page, consoleErrors }) => {
  // From a page the app renders whole (most pages are islands-mode pages now), in the browser.
  await page.goto('/vacancies');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'ZoriaNet' }).first().click();
  const block = page.getByRole('region', { name: 'Тарифи' });
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(published.filter((t) => t.type_tp === 'appartament').length);
  // On a first load the block is the server's HTML; its type links load the type's page.
  await page.goto('/');
  await hydrated(page);
  await block.getByRole('link', { name: 'Приватний будинок' }).click();
  await expect(page).toHaveURL(/\/privat$/);
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(published.filter((t) => t.type_tp === 'privat').length);
  expect(consoleErrors).toEqual([]);
});

test('a tariff card shows what a current promotion makes of its price, and its link opens the promotion', async ({ page }) => {
  type Offer = { kind: string; percent?: number; types: string[] };
  const sales = JSON.parse(readFileSync('content/sales.json', 'utf8')) as { url_name: string; is_active: boolean; tariff_offer?: Offer; translations: { languages_code: string; title: string }[] }[];
  const sale = sales.find((s) => s.is_active && s.tariff_offer?.kind === 'percent' && s.tariff_offer.types.includes('privat'))!;
  const title = sale.translations.find((x) => x.languages_code === 'uk')!.title;
  const home = published.find((t) => t.type_tp === 'privat' && t.localities.includes('kushugum'))!;
  await page.goto('/tariffs/privat/kushugum');
  await hydrated(page);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: name(home, 'uk'), exact: true }) });
  const discounted = Math.round(home.cost * (100 - sale.tariff_offer!.percent!)) / 100;
  await expect(card).toContainText(`${String(discounted).replace('.', ',')} грн за 30 днів`);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/${sale.url_name}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
