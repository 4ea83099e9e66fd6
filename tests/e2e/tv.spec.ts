import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, islandReady, offlineSetSaved, test } from './fixtures';

type Tr = { languages_code: string; name: string };
const shipped = <T>(name: string) => JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as T[];
const tariffs = shipped<{ id: number; tv_provider: number; kind: string; code: string; translations: Tr[] }>('tv_tariffs');
const channels = shipped<{ id: number; name_ukr: string; category: number; football: boolean; tariffs: number[] }>('tv_channels');
const categories = shipped<{ id: number; code: string; name_ukr: string; name_ru: string }>('tv_channel_categories');
const name = (t: (typeof tariffs)[number], lang: string) => t.translations.find((x) => x.languages_code === lang)!.name;

const own = tariffs.filter((t) => t.tv_provider === 3);
const ownChannels = channels.filter((c) => c.tariffs.some((id) => own.some((t) => t.id === id)));
const list = (page: Page) => page.getByRole('list', { name: 'Канали' });
const toggle = (page: Page) => page.getByRole('button', { name: /^(Показати всі|Згорнути список)/ });

test('the channel list filters by category and search, and opens and closes', async ({ page }) => {
  await page.goto('/tv');
  await hydrated(page);
  // Collapsed, it shows the first channels and offers all of them.
  await expect(list(page).getByRole('listitem')).toHaveCount(24);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(ownChannels.length);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await toggle(page).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(24);

  const kids = categories.find((c) => c.code === 'kids')!;
  // Online, the list asks the channel API (offline it filters what it loaded: the last test).
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/tv_channels/?') && r.url().includes('category=kids'));
  await page.getByLabel('Категорія каналів').selectOption({ label: kids.name_ukr });
  expect((await answered).status()).toBe(200);
  const kidsChannels = ownChannels.filter((c) => c.category === kids.id);
  await expect(list(page).getByRole('listitem')).toHaveCount(Math.min(24, kidsChannels.length));
  await expect(page.getByRole('status').filter({ hasText: 'Знайдено' })).toContainText(`з ${kidsChannels.length}`);
  for (const item of await list(page).getByRole('listitem').all()) await expect(item).toContainText(kids.name_ukr);

  await page.getByLabel('Назва каналу').fill('казка');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page)).toContainText('Казка');
  await page.getByLabel('Категорія каналів').selectOption({ label: 'Усі категорії' });
  await page.getByLabel('Назва каналу').fill('немає такого каналу');
  await expect(list(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('Жоден канал не підходить')).toBeVisible();
});

test('the football notice opens from a football channel; Close closes it and Choose tariff leads to the tariffs', async ({ page }) => {
  await page.goto('/tv');
  await hydrated(page);
  await page.getByLabel('Назва каналу').fill('арена футбол');
  await expect(list(page).getByRole('listitem')).toHaveCount(channels.filter((c) => c.football && c.name_ukr.startsWith('Арена Футбол')).length);
  await list(page).getByRole('button', { name: 'Футбол: як дивитися Арена Футбол 1' }).click();
  const modal = page.getByRole('dialog', { name: 'Футбольні канали — окремим пакетом' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('від 3,63 грн на день');
  await modal.getByRole('button', { name: 'Закрити', exact: true }).first().click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Про футбольні канали' }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Обрати тариф' }).click();
  await expect(modal).toBeHidden();
  const heading = page.getByRole('heading', { name: 'Тарифи ZoriaNet TV', level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Футбол', level: 3 })).toBeInViewport();
});

test('the football price keeps its kopecks, and /tv says which TV comes with which tariff', async ({ page }) => {
  const terms = shipped<{ football_per_day: number }>('tv_terms')[0]!;
  const perDay = String(terms.football_per_day).replace('.', ',');
  await page.goto('/tv');
  await hydrated(page);
  await expect(page.getByText(`Футбольні канали: від ${perDay} грн на день.`)).toBeVisible();
  await expect(page.getByRole('main').getByText('4 грн на день')).toHaveCount(0);
  const products = page.getByRole('region', { name: 'Яке телебачення до якого тарифу' });
  await expect(products.getByRole('listitem')).toHaveCount(3);
  await expect(products.getByRole('listitem').filter({ hasText: 'ZoriaNet TV' })).toContainText('не входить в інтернет-тарифи');
  await products.getByRole('link', { name: 'MEGOGO' }).click();
  await expect(page).toHaveURL(/\/megogo$/);
});

test('"Connect" on a TV tariff opens the call-back form with it', async ({ page }) => {
  await page.goto('/tv');
  await hydrated(page);
  const top = own.find((t) => t.code === 'maximal-cinema')!;
  await page.getByRole('link', { name: `Підключитися — тариф «${name(top, 'uk')}»` }).click();
  await expect(page.locator('dialog[open]').getByLabel('Тариф')).toHaveValue(`ZoriaNet TV «${name(top, 'uk')}»`);
  await expect(page).toHaveURL(/\/tv$/);
});

for (const [lang, prefix, words] of [
  ['uk', '', { compare: 'Порівняти пакети', back: '← Назад до вибору тарифу', home: 'Головна', tv: 'Телебачення', table: 'Пакети MEGOGO поруч' }],
  ['ru', '/ru', { compare: 'Сравнить пакеты', back: '← Назад к выбору тарифа', home: 'Главная', tv: 'Телевидение', table: 'Пакеты MEGOGO рядом' }],
] as const) {
  test(`the TV pages render in ${lang}, and a partner's comparison leads back to its packages`, async ({ page }) => {
    await page.goto(`${prefix}/tv`);
    await hydrated(page);
    for (const t of own) await expect(page.getByRole('heading', { name: name(t, lang), exact: true, level: 3 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    await page.goto(`${prefix}/megogo`);
    await hydrated(page);
    for (const t of tariffs.filter((x) => x.tv_provider === 2)) await expect(page.getByRole('heading', { name: name(t, lang), exact: true })).toBeVisible();
    await expect(page.locator('main details')).toHaveCount(4);
    await page.getByRole('link', { name: words.compare }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/megogo/compare-tariff$`));
    const crumbs = page.getByRole('navigation', { name: lang === 'uk' ? 'Навігаційний ланцюжок' : 'Навигационная цепочка' });
    await expect(crumbs.getByRole('link')).toHaveText([words.home, words.tv, /MEGOGO/]);
    const table = page.getByRole('region', { name: words.table });
    await expect(table.getByRole('columnheader')).toHaveText(tariffs.filter((x) => x.tv_provider === 2 && x.kind === 'package').map((x) => name(x, lang)));
    await page.getByRole('link', { name: words.back }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/megogo#packages$`));

    await page.goto(`${prefix}/sweet-tv/compare-tariff`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SWEET.TV');
  });
}

test('the TV pages fit a 375 px screen: the comparison scrolls in its own region', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sweet-tv/compare-tariff');
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Пакети SWEET.TV поруч' });
  await expect(region).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.getByText('Гортайте таблицю вбік')).toBeVisible();
  // /tv holds a comparison and the channel list: neither widens the page.
  await page.goto('/tv');
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('unknown TV sub-paths are 404', async ({ page }) => {
  for (const path of ['/tv/football', '/megogo/compare', '/ru/sweet-tv/nope', '/megogo/compare-tariff/x']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});

test('a TV page never visited renders offline after one visit to the home page, and its list filters', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  await page.goto('/ru/tv');
  await hydrated(page);
  for (const t of own) await expect(page.getByRole('heading', { name: name(t, 'ru'), exact: true, level: 3 })).toBeVisible();
  await page.getByLabel('Название канала').fill('новости');
  await expect(page.getByRole('list', { name: 'Каналы' })).toContainText('Новости 24');
  await page.goto('/megogo/compare-tariff');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Пакети MEGOGO поруч' })).toBeVisible();
});

test('a channel API answer of the wrong shape is not shown: the list filters what it loaded', async ({ page }) => {
  await page.route('**/api/v1/tv_channels/**', (route) => route.fulfill({ json: { data: [{ id: 'one', name: 'Підробка' }] } }));
  await page.goto('/tv');
  await hydrated(page);
  // selectOption neither focuses nor touches: the list's island is woken by scrolling to it.
  await islandReady(page, 'pages/tv/channels.island');
  const kids = categories.find((c) => c.code === 'kids')!;
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/tv_channels/?') && r.url().includes('category=kids'));
  await page.getByLabel('Категорія каналів').selectOption({ label: kids.name_ukr });
  await answered;
  const kidsChannels = ownChannels.filter((c) => c.category === kids.id);
  await expect(list(page).getByRole('listitem')).toHaveCount(Math.min(24, kidsChannels.length));
  await expect(list(page)).not.toContainText('Підробка');
});
