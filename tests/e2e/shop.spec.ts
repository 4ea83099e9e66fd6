import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

interface Product {
  id: number;
  status: string;
  url: string;
  name: string;
  category: number;
  type: number;
  producer: number;
  price: number;
  availability: string;
  popularity: number;
  order: number;
}
const read = <T>(name: string) => JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as T;
const products = read<Product[]>('products').filter((p) => p.status === 'published');
const producers = read<{ id: number; name: string }[]>('producer');
const makerId = (name: string) => producers.find((m) => m.name === name)?.id;

/** The Ukrainian "found" line for n products. */
const found = (n: number) =>
  `Знайдено ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'товар' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'товари' : 'товарів'}`;
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Знайдено' });
const names = (page: Page) => page.getByRole('list', { name: 'Товари' }).getByRole('heading', { level: 3 });

test('the catalogue filters by price, producer and availability, sorts and pages, and the address keeps it', async ({ page }) => {
  await page.goto('/equipment');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Магазин обладнання');
  await expect(status(page)).toHaveText(found(products.length));
  await expect(names(page)).toHaveCount(12);

  // The first tick wakes the catalogue (it waits for a touch) and still counts.
  const tpLink = makerId('TP-Link') as number;
  await page.getByRole('checkbox', { name: /^TP-Link/ }).click();
  await expect(page.getByRole('checkbox', { name: /^TP-Link/ })).toBeChecked();
  const ofMaker = products.filter((p) => p.producer === tpLink);
  await expect(status(page)).toHaveText(found(ofMaker.length));
  await expect(page).toHaveURL(`/equipment?producer=${tpLink}`);

  await page.getByRole('checkbox', { name: /^В наявності/ }).check();
  const inStock = ofMaker.filter((p) => p.availability === 'instock');
  await expect(status(page)).toHaveText(found(inStock.length));

  const to = page.getByRole('spinbutton', { name: 'до' });
  await to.fill('3000');
  await to.press('Enter');
  const cheap = inStock.filter((p) => p.price <= 3000);
  await expect(status(page)).toHaveText(found(cheap.length));
  await expect(page).toHaveURL(/price_lt=3000/);

  await page.getByRole('combobox', { name: 'Сортування' }).selectOption('-price');
  const byPrice = [...cheap].sort((a, b) => b.price - a.price || a.order - b.order || a.id - b.id);
  await expect(names(page)).toHaveText(byPrice.slice(0, 12).map((p) => p.name));

  // The filtered, sorted list is a link: reloaded, the server renders the same list.
  const url = page.url();
  await page.reload();
  await hydrated(page);
  expect(page.url()).toBe(url);
  await expect(status(page)).toHaveText(found(cheap.length));
  await expect(names(page)).toHaveText(byPrice.slice(0, 12).map((p) => p.name));

  // Back on the catalogue without a query, the tab's filters are there again.
  await page.goto('/equipment');
  await hydrated(page);
  await expect(status(page)).toHaveText(found(cheap.length));
  await expect(page).toHaveURL(/producer=.*price_lt=3000/);
  await page.getByRole('link', { name: 'Скинути фільтри' }).click();
  await expect(status(page)).toHaveText(found(products.length));
  await expect(page).toHaveURL('/equipment?ordering=-price');

  // Pages: the second page of everything, dearest first.
  const dearest = [...products].sort((a, b) => b.price - a.price || a.order - b.order || a.id - b.id);
  await page.getByRole('link', { name: 'Сторінка 2' }).click();
  await expect(names(page)).toHaveText(dearest.slice(12, 24).map((p) => p.name));
  await expect(page).toHaveURL('/equipment?ordering=-price&page=2');
  await expect(page.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');

  // A new tab starts from the whole list, by popularity.
  const fresh = await page.context().newPage();
  await fresh.goto('/equipment?page=2');
  const popular = [...products].sort((a, b) => b.popularity - a.popularity || a.order - b.order || a.id - b.id);
  await expect(names(fresh)).toHaveText(popular.slice(12, 24).map((p) => p.name));
});

test('without scripts the filters are a plain form and the pages plain links', async ({ browser }) => {
  // A phone: the filters are folded under "Filters".
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/equipment/category/routers');
  const routers = products.filter((p) => p.category === 1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Роутери');
  await expect(status(page)).toHaveText(found(routers.length));
  await page.getByText('Фільтри').click();
  await page.getByRole('checkbox', { name: /^ASUS/ }).check();
  await page.getByRole('checkbox', { name: /^Mercusys/ }).check();
  await page.getByRole('button', { name: 'Показати' }).click();
  const picked = routers.filter((p) => [makerId('ASUS'), makerId('Mercusys')].includes(p.producer));
  await expect(status(page)).toHaveText(found(picked.length));
  await expect(page).toHaveURL(/producer=\d+&producer=\d+/);
  await context.close();
});

test('a third product is refused; compare and recently viewed survive a reload and going offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The offline set is saved once the service worker has it (one visit to the home page).
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);

  const [first, second, third] = products.filter((p) => p.category === 1);
  for (const p of [first, second, third]) expect(p, 'three routers').toBeDefined();
  const open = async (p: Product) => {
    await page.goto(`/equipment/${p.url}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
  };
  const compare = () => page.getByRole('button', { name: /^(Порівняти|У порівнянні)$/ });

  await open(first as Product);
  await compare().click();
  await expect(page.getByRole('dialog', { name: 'Додано до порівняння' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('status').filter({ hasText: `${first?.name} додано до порівняння.` })).toBeVisible();
  await page.getByRole('button', { name: 'Продовжити покупки' }).click();
  await expect(compare()).toHaveText('У порівнянні');

  await open(second as Product);
  await compare().click();
  await page.getByRole('button', { name: 'Продовжити покупки' }).click();

  await open(third as Product);
  await compare().click();
  const full = page.getByRole('dialog', { name: 'Порівняння заповнене' });
  await expect(full).toContainText('Ви можете додати до порівняння лише 2 товари.');
  await full.getByRole('button', { name: 'Продовжити покупки' }).click();
  await expect(compare()).toHaveText('Порівняти');

  // Viewed lately on the third product's page: the second, then the first (newest first).
  const recent = page.getByRole('region', { name: 'Ви нещодавно переглядали' }).getByRole('heading', { level: 3 });
  await expect(recent).toHaveText([second?.name ?? '', first?.name ?? '']);

  await page.goto('/equipment/compare');
  await hydrated(page);
  const columns = page.locator('thead th');
  await expect(columns).toHaveCount(2);
  await expect(columns.getByRole('link')).toHaveText([first?.name ?? '', second?.name ?? '']);

  await expectNoAxeViolations(page);
  await page.reload();
  await hydrated(page);
  await expect(columns.getByRole('link')).toHaveText([first?.name ?? '', second?.name ?? '']);

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(columns.getByRole('link')).toHaveText([first?.name ?? '', second?.name ?? '']);
  await expect(page.locator('tr[data-differs]').first()).toBeVisible();
  await page.goto(`/equipment/${third?.url}`);
  await hydrated(page);
  await expect(recent).toHaveText([second?.name ?? '', first?.name ?? '']);

  // Offline, a product page and a category never visited render from the device's copy, and the
  // catalogue filters there.
  const mesh = products.filter((p) => p.category === 3);
  await page.goto(`/equipment/${mesh[0]?.url}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mesh[0]?.name ?? '');
  await page.goto('/equipment/category/mesh-systems');
  await hydrated(page);
  await expect(status(page)).toHaveText(found(mesh.length));
  const maker = producers.find((m) => m.id === mesh[0]?.producer) as { id: number; name: string };
  await page.getByRole('checkbox', { name: new RegExp(`^${maker.name}`) }).click();
  await expect(status(page)).toHaveText(found(mesh.filter((p) => p.producer === maker.id).length));

  // Reset clears it; with nothing chosen the page says so.
  await page.goto('/equipment/compare');
  await hydrated(page);
  await page.getByRole('button', { name: 'Очистити порівняння' }).click();
  await expect(page.getByText('Ви не вибрали товари для порівняння.')).toBeVisible();
});

test('a change of the comparison in one tab shows in another without a reload', async ({ context }) => {
  const [a, b] = products.filter((p) => p.category === 3);
  const shop = await context.newPage();
  const list = await context.newPage();
  await list.goto('/ru/equipment/compare');
  await hydrated(list);
  await expect(list.getByText('Вы не выбрали товары для сравнения.')).toBeVisible();
  for (const p of [a, b]) {
    await shop.goto(`/ru/equipment/${p?.url}`);
    await hydrated(shop);
    await shop.getByRole('button', { name: 'Сравнить' }).click();
    await shop.getByRole('button', { name: 'Продолжить покупки' }).click();
  }
  await expect(list.locator('thead th').getByRole('link')).toHaveText([a?.name ?? '', b?.name ?? ''], { timeout: 1000 });
  await shop.getByRole('button', { name: 'В сравнении' }).click();
  await expect(list.locator('thead th').getByRole('link')).toHaveText([a?.name ?? ''], { timeout: 1000 });
});

test('two tabs adding at the same moment both count: neither write loses the other', async ({ context }) => {
  const [a, b] = products.filter((p) => p.category === 2);
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all(tabs.map(async (tab, i) => {
    await tab.goto(`/equipment/${[a, b][i]?.url}`);
    await hydrated(tab);
    // Awake before the race, so both clicks go to IndexedDB in the same moment.
    await tab.getByRole('button', { name: 'Порівняти' }).focus();
    await expect(tab.locator('[data-island="pages/equipment/compare-button.island"][data-island-state="ready"]')).toHaveCount(1);
  }));
  await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Порівняти' }).evaluate((button) => (button as HTMLButtonElement).click())));
  for (const tab of tabs) await expect(tab.getByRole('button', { name: 'У порівнянні' })).toBeVisible();
  const list = await context.newPage();
  await list.goto('/equipment/compare');
  await hydrated(list);
  // Either may have written first; both are kept.
  const names = list.locator('thead th').getByRole('link');
  await expect(names).toHaveCount(2);
  expect((await names.allTextContents()).sort()).toEqual([a?.name ?? '', b?.name ?? ''].sort());
});

test('accessories and sets say they are not compared; an unknown product or category is the 404 page', async ({ page }) => {
  const accessory = products.find((p) => p.type === 4) as Product;
  await page.goto(`/equipment/${accessory.url}`);
  await hydrated(page);
  await expect(page.getByText('Аксесуари й комплекти не порівнюються.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Порівняти' })).toHaveCount(0);
  for (const path of ['/equipment/no-such-router', '/equipment/category/no-such', '/equipment/routers/99999']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  // The UPS promotion's link opens its product at the promotion's price.
  await page.goto('/equipment/other/41');
  await hydrated(page);
  const ups = products.find((p) => p.id === 41) as Product & { code: string };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ups.name);
  await expect(page.getByText('1 050 грн', { exact: true })).toBeVisible();
  // "Order" opens the call-back request with the product in it.
  await page.getByRole('link', { name: 'Замовити', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Також: Замовлення: ${ups.name}, код ${ups.code}`);
});
