/**
 * The coverage map: areas drawn by Leaflet (SVG paths in its overlay pane) under the strict CSP,
 * the locality list and /cover/{city}'s highlight, and the address check's three answers,
 * online and offline.
 */
import type { Page } from '@playwright/test';
import { startServer } from '../support/server';
import { areaPaths, showMap } from './cover-map';
import { expectNoAxeViolations } from './a11y';
import { recordViolations } from './csp-violations';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';


async function check(page: Page, street: string, button: string, house = '') {
  const search = page.getByRole('search');
  await search.getByRole('combobox').fill(street);
  await search.getByRole('textbox', { name: /^(Будинок|Дом)$/ }).fill(house);
  await search.getByRole('button', { name: button, exact: true }).click();
}

for (const [prefix, h1, button] of [
  ['', 'Карта покриття', 'Перевірити'],
  ['/ru', 'Карта покрытия', 'Проверить'],
] as const) {
  test(`${prefix || '/uk'}: the map draws the served areas with Leaflet's styles and no CSP violation`, async ({ page }) => {
    const seen = await recordViolations(page);
    await page.goto(`${prefix}/cover`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await showMap(page);
    // Leaflet's stylesheet arrived: its panes are positioned by it.
    expect(await page.locator('.leaflet-pane').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    // No tile server here: no tiles and no attribution, only the areas.
    await expect(page.locator('.leaflet-tile')).toHaveCount(0);
    await check(page, prefix ? 'Соборный' : 'Соборний', button);
    await expect(page.locator('[data-coverage]')).toHaveAttribute('data-coverage', 'covered');
    expect(seen).toEqual([]);
  });
}

test("before any touch the server's drawing is the map, with no framework code; focus brings Leaflet's", async ({ page }) => {
  await page.goto('/cover/balabino');
  await hydrated(page);
  const drawing = page.getByRole('button', { name: 'Карта районів покриття: Балабине' });
  await expect(drawing).toBeVisible();
  // One drawing per box size; the phone's or the wide one shows.
  await expect(drawing.locator('svg:visible polygon')).toHaveCount(27);
  await expect(drawing.locator('svg:visible polygon[data-locality="balabino"]')).toHaveCount(3);
  await expect(page.locator('svg:visible [data-preview-label="balabino"]')).toHaveText('Балабине');
  await expect(page.getByText('Натисніть на карту, щоб рухати й наближати її')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('[data-island-state]')).toHaveCount(0);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  // A keyboard reaches the drawing; the moving map then has the focus.
  await drawing.focus();
  await expect(areaPaths(page)).toHaveCount(27);
  await expect(page.locator('.leaflet-container')).toBeFocused();
  await expect(drawing).toBeHidden();
});

test('without JavaScript the drawing shows every area and the highlighted locality', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/ru/cover/kushugum');
  const drawing = page.getByRole('button', { name: 'Карта районов покрытия: Кушугум' });
  await expect(drawing.locator('svg:visible polygon')).toHaveCount(27);
  await expect(drawing.locator('svg:visible polygon[data-locality="kushugum"]')).toHaveCount(3);
  await expect(page.locator('svg:visible [data-preview-label="kushugum"]')).toHaveText('Кушугум');
  await context.close();
});

test('the address check answers covered, not yet and ask us, and leads to the connection form', async ({ page }) => {
  // axe over the map, the answer and the form takes a while on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/cover');
  await hydrated(page);
  const answer = page.getByRole('status');
  await check(page, 'м. Запоріжжя, пров. Лісовий', 'Перевірити');
  await expect(answer).toContainText('м. Запоріжжя, пров. Лісовий: цю вулицю ми поки не обслуговуємо');
  await check(page, 'Енергетична', 'Перевірити');
  await expect(answer).toContainText('м. Запоріжжя, вул. Енергетична: ще ні');
  await check(page, 'Неіснуюча', 'Перевірити');
  await expect(answer).toContainText('Ми не знайшли вулицю «Неіснуюча»');
  await expect(page.getByRole('link', { name: 'Запитайте нас: замовити дзвінок' })).toBeVisible();
  await check(page, 'Соборний', 'Перевірити');
  await expect(answer).toContainText('м. Запоріжжя, просп. Соборний: вулиця в зоні покриття. Вкажіть номер будинку');
  await page.getByRole('button', { name: 'Залишити заявку на підключення' }).click();
  await expect(page.getByRole('form', { name: 'Заявка на підключення' }).getByLabel('Вулиця')).toHaveValue('м. Запоріжжя, просп. Соборний');
  // With the moving map, an answer shown and the form open, axe finds nothing.
  await showMap(page);
  await expectNoAxeViolations(page);
});

test('/cover/{city} highlights its locality and the list marks it; another city moves the highlight', async ({ page }) => {
  await page.goto('/cover/balabino');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Карта покриття: Балабине');
  await showMap(page);
  await expect(page.locator('.leaflet-overlay-pane path.cover-active')).toHaveCount(3);
  const list = page.getByRole('navigation', { name: 'Населені пункти' });
  await expect(list.getByRole('link', { name: /Балабине/ })).toHaveAttribute('aria-current', 'page');
  await list.getByRole('link', { name: /Кушугум/ }).click();
  await expect(page).toHaveURL(/\/cover\/kushugum$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Карта покриття: Кушугум');
  await showMap(page);
  await expect(page.locator('.leaflet-overlay-pane path.cover-active')).toHaveCount(3);
  await expect(list.getByRole('link', { name: /Кушугум/ })).toHaveAttribute('aria-current', 'page');
});

test('offline after one visit to the home page, the list and the check work and the map says tiles need the network', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  await page.goto('/cover/lezhino');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Карта покриття: Лежине');
  await expect(page.getByRole('note')).toContainText('для неї потрібна мережа');
  await expect(page.getByRole('navigation', { name: 'Населені пункти' }).getByRole('listitem')).toHaveCount(10);
  await expect(areaPaths(page)).toHaveCount(27);
  await check(page, 'Сонячна', 'Перевірити');
  await expect(page.getByRole('status')).toContainText('с. Лежине, вул. Сонячна: цю вулицю ми поки не обслуговуємо');
  await check(page, 'с. Лежине, вул. Центральна', 'Перевірити');
  await expect(page.getByRole('status')).toContainText('с. Лежине, вул. Центральна: вулиця в зоні покриття');
  // Houses are answered offline too, from the streets the page holds.
  await check(page, 'с. Лежине, вул. Центральна', 'Перевірити', '12б');
  await expect(page.getByRole('status')).toContainText('с. Лежине, вул. Центральна, буд. 12Б: будинок 12Б підключений');
});

for (const l of [
  {
    prefix: '',
    button: 'Перевірити',
    street: 'Соборний',
    house: 'Будинок',
    connected: 'м. Запоріжжя, просп. Соборний, буд. 12: будинок 12 підключений',
    streetOnly: 'м. Запоріжжя, просп. Соборний, буд. 13: вулиця в зоні покриття; чи підключений будинок 13, уточнить менеджер',
    building: 'м. Запоріжжя, вул. Енергетична, буд. 12А: до будинку 12А ми ще будуємо мережу',
    ahead: 'м. Запоріжжя, вул. Енергетична, буд. 3: будинок 3 підключений',
    bad: 'Вкажіть номер будинку цифрами, за потреби з літерою або дробом: 12, 12А, 12/1.',
    connect: 'Залишити заявку на підключення',
    form: 'Заявка на підключення',
    formStreet: 'Вулиця',
  },
  {
    prefix: '/ru',
    button: 'Проверить',
    street: 'Соборный',
    house: 'Дом',
    connected: 'г. Запорожье, просп. Соборный, д. 12: дом 12 подключён',
    streetOnly: 'г. Запорожье, просп. Соборный, д. 13: улица в зоне покрытия; подключён ли дом 13, уточнит менеджер',
    building: 'г. Запорожье, ул. Энергетическая, д. 12А: к дому 12А мы ещё строим сеть',
    ahead: 'г. Запорожье, ул. Энергетическая, д. 3: дом 3 подключён',
    bad: 'Укажите номер дома цифрами, при необходимости с буквой или дробью: 12, 12А, 12/1.',
    connect: 'Оставить заявку на подключение',
    form: 'Заявка на подключение',
    formStreet: 'Улица',
  },
] as const) {
  test(`${l.prefix || '/uk'}: the check answers per house where the street lists its houses, per street otherwise, and refuses a bad number`, async ({ page }) => {
    await page.goto(`${l.prefix}/cover`);
    await hydrated(page);
    const answer = page.getByRole('status');
    await check(page, l.street, l.button, '12');
    await expect(answer).toContainText(l.connected);
    await expect(page.locator('[data-coverage]')).toHaveAttribute('data-answer', 'house');
    // A house the street's list does not hold: the street answers, and says a manager will tell.
    await check(page, l.street, l.button, '13');
    await expect(answer).toContainText(l.streetOnly);
    await expect(page.locator('[data-coverage]')).toHaveAttribute('data-answer', 'street');
    // A street still being built: a house of it already connected, another not yet; letters in either case.
    await check(page, l.prefix ? 'Энергетическая' : 'Енергетична', l.button, '12 а');
    await expect(answer).toContainText(l.building);
    await check(page, l.prefix ? 'Энергетическая' : 'Енергетична', l.button, '3');
    await expect(answer).toContainText(l.ahead);
    await expect(page.getByRole('button', { name: l.connect })).toBeVisible();
    // Bad numbers: said next to the field, and no answer is given.
    const field = page.getByRole('search').getByRole('textbox', { name: l.house });
    for (const bad of ['12abc', '0', 'буд', '12/1/2', '12345', '<b>']) {
      await check(page, l.street, l.button, bad);
      await expect(page.getByRole('alert')).toHaveText(l.bad);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(answer).toBeEmpty();
    }
    await check(page, l.street, l.button, '12');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(answer).toContainText(l.connected);
    // The request starts from the locality, the street and the house checked; the house stays editable.
    await page.getByRole('button', { name: l.connect }).click();
    const form = page.getByRole('form', { name: l.form });
    await expect(form.getByLabel(l.formStreet)).toHaveValue(l.connected.split(',').slice(0, 2).join(','));
    const formHouse = form.getByRole('textbox', { name: l.house });
    await expect(formHouse).toHaveValue('12');
    await formHouse.fill('12А');
    await expect(formHouse).toHaveValue('12А');
  });
}

test.describe('with a tile server configured', () => {
  // Tiles are answered here; the service worker would fetch them out of the test's sight.
  test.use({ serviceWorkers: 'block' });
  // A 1×1 PNG.
  const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  test('the map loads its tiles under the CSP and shows the attribution', async ({ page }) => {
    const tiled = await startServer({ MAP_TILE_URL: 'http://tiles.e2e.test/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Tile <b>makers</b>' });
    try {
      const requested: string[] = [];
      await page.route('http://tiles.e2e.test/**', (route) => {
        requested.push(route.request().url());
        return route.fulfill({ contentType: 'image/png', body: tile });
      });
      const seen = await recordViolations(page);
      await page.goto(`${tiled.url}/cover/zaporizhzhia`);
      await hydrated(page);
      await showMap(page);
      await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      expect(requested[0]).toMatch(/^http:\/\/tiles\.e2e\.test\/\d+\/\d+\/\d+\.png$/);
      // The attribution is text, never markup.
      await expect(page.locator('.leaflet-control-attribution')).toContainText('© Tile <b>makers</b>');
      await expect(page.locator('.leaflet-overlay-pane path.cover-active')).toHaveCount(7);
      expect(seen).toEqual([]);
    } finally {
      await tiled.stop();
    }
  });
});
