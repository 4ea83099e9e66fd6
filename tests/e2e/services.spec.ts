/**
 * /additional in both languages: services by category with prices, chosen on and off with a
 * toast that leaves after 4 s, the choice kept across pages and carried into the call-back form
 * and the stored submission (read from the server's SQLite file, as forms.spec.ts does), and the
 * page offline after one visit to the home page.
 */
import { randomInt } from 'node:crypto';
import { storedCallback } from './stored-submissions';
import { expect, hydrated, openOfflineAfterHome, test } from './fixtures';

const words = {
  uk: {
    path: '/additional',
    h1: 'Додаткові послуги',
    categories: ['Інтернет', 'Майстер і налаштування', 'Телебачення', 'Договір і обслуговування'],
    prices: ['60 грн за 30 днів', 'від 400 грн одноразово', '100 грн за годину', '3,63 грн за день'],
    whiteIp: 'Статична (біла) IP-адреса',
    router: 'Оренда Wi-Fi 6 роутера',
    add: (name: string) => `Додати до заявки: ${name}`,
    remove: (name: string) => `Прибрати із заявки: ${name}`,
    added: (name: string) => `Додано до заявки: ${name}`,
    request: 'Замовити дзвінок',
    formWhiteIp: 'Біла (статична) IP-адреса',
    name: 'Ваше імʼя',
    consent: /погоджуюся/,
    sent: 'Надіслано: ваша заявка в нас.',
    info: ['Послуги: Біла (статична) IP-адреса', 'Інші послуги: Оренда Wi-Fi 6 роутера'],
  },
  ru: {
    path: '/ru/additional',
    h1: 'Дополнительные услуги',
    categories: ['Интернет', 'Мастер и настройка', 'Телевидение', 'Договор и обслуживание'],
    prices: ['60 грн за 30 дней', 'от 400 грн единоразово', '100 грн за час', '3,63 грн в день'],
    whiteIp: 'Статический (белый) IP-адрес',
    router: 'Аренда Wi-Fi 6 роутера',
    add: (name: string) => `Добавить в заявку: ${name}`,
    remove: (name: string) => `Убрать из заявки: ${name}`,
    added: (name: string) => `Добавлено в заявку: ${name}`,
    request: 'Заказать звонок',
    formWhiteIp: 'Белый (статический) IP-адрес',
    name: 'Ваше имя',
    consent: /соглашаюсь/,
    sent: 'Отправлено: ваша заявка у нас.',
    info: ['Услуги: Белый (статический) IP-адрес', 'Другие услуги: Аренда Wi-Fi 6 роутера'],
  },
};

for (const [locale, w] of Object.entries(words)) {
  test.describe(`additional services (${locale})`, () => {
    test('lists the services by category with their prices', async ({ page }) => {
      await page.goto(w.path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: w.h1 })).toBeVisible();
      for (const name of w.categories) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      for (const price of w.prices) await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    });

    test('a chosen service says so in a toast that leaves after 4 s, and can be taken off again', async ({ page }) => {
      await page.goto(w.path);
      await hydrated(page);
      const before = Date.now();
      await page.getByRole('button', { name: w.add(w.whiteIp) }).click();
      // Away from the toast: hovering it pauses its clock.
      await page.mouse.move(5, 600);
      const toast = page.getByRole('status').filter({ hasText: w.added(w.whiteIp) });
      await expect(toast).toBeVisible();
      // In the top right corner, as the spec places toasts.
      const box = await toast.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box && box.y < 40 && width - (box.x + box.width) < 40 && box.x > width / 2).toBe(true);
      await expect(page.getByRole('button', { name: w.remove(w.whiteIp) })).toHaveAttribute('aria-pressed', 'true');
      await expect(toast).toBeHidden({ timeout: 8_000 });
      expect(Date.now() - before).toBeGreaterThanOrEqual(4_000);
      await page.getByRole('button', { name: w.remove(w.whiteIp) }).click();
      await expect(page.getByRole('button', { name: w.add(w.whiteIp) })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('services-chosen')).toHaveCount(0);
    });

    test('the choice outlives a visit to another page and reaches the call-back form and the stored request', async ({ page }) => {
      await page.goto(w.path);
      await hydrated(page);
      await page.getByRole('button', { name: w.add(w.whiteIp) }).click();
      await page.getByRole('button', { name: w.add(w.router) }).click();
      const chosen = page.getByTestId('services-chosen');
      await expect(chosen.getByRole('listitem')).toHaveCount(2);

      await page.goto(locale === 'ru' ? '/ru/contacts' : '/contacts');
      await hydrated(page);
      await page.goto(w.path);
      await hydrated(page);
      await expect(page.getByRole('button', { name: w.remove(w.whiteIp) })).toHaveAttribute('aria-pressed', 'true');
      await expect(chosen.getByRole('listitem')).toHaveCount(2);

      await page.getByRole('complementary').getByRole('button', { name: w.request }).click();
      const d = page.locator('dialog[open]');
      await expect(d.getByLabel(w.formWhiteIp)).toBeChecked();
      await expect(d.getByText(w.router)).toBeVisible();
      const phone = `067${String(randomInt(1_000_000, 9_999_999))}`;
      await d.getByLabel(w.name).fill('Олена Гайова');
      await d.getByRole('textbox', { name: 'Телефон' }).fill(phone);
      await d.getByLabel(w.consent).check();
      await d.getByRole('button', { name: w.request }).click();
      await expect(page.getByTestId('receipt').getByText(/№ \d+/)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();

      const rows = storedCallback(`+38${phone}`);
      expect(rows).toHaveLength(1);
      const info = String(rows[0]?.additional_info);
      for (const part of w.info) expect(info).toContain(part);
    });
  });
}

test('never visited, /additional opens offline after one visit to the home page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openOfflineAfterHome(page, context, words.uk.path);
  await expect(page.getByRole('heading', { level: 1, name: words.uk.h1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: words.uk.whiteIp })).toBeVisible();
  await expect(page.getByText(words.uk.prices[0] ?? '', { exact: true }).first()).toBeVisible();
});

test('the home page leads to services and payments from blocks that load later in room kept for them', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/below-fold-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  // The blocks are a browser-only island of the home page (islands mode): it wakes when scrolled to.
  const island = page.locator('[data-island="pages/home/lazy/below-fold.island"]');
  await island.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(island).toHaveAttribute('data-island-state', 'loading');
  const next = page.locator('#app-promo-title');
  // From the document's top: the blocks come as they scroll into view (an island, docs/islands.md).
  const top = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  await page.locator('[data-island="pages/home/lazy/below-fold.island"]').scrollIntoViewIfNeeded();
  await expect(page.locator('#home-services-title')).toHaveCount(0);
  release();
  const services = page.getByRole('region', { name: 'Додаткові послуги' });
  const payments = page.getByRole('region', { name: 'Як оплатити' });
  await expect(services).toBeVisible();
  const after = await top();
  expect(before).toBeGreaterThan(0);
  // What follows barely moves when they arrive: the kept room is their least height.
  expect(Math.abs(after - before)).toBeLessThan(40);
  await payments.getByRole('link', { name: 'Способи оплати' }).click();
  await expect(page).toHaveURL(/\/payment-methods$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Способи оплати' })).toBeVisible();
  // /payment-methods is an islands page: it came by a full page load, and back is one too.
  await page.goBack();
  await hydrated(page);
  await island.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await services.getByRole('link', { name: 'Усі додаткові послуги' }).click();
  await expect(page).toHaveURL(/\/additional$/);
  await expect(page.getByRole('heading', { level: 1, name: words.uk.h1 })).toBeVisible();
});

test('on a phone the choice keeps "Request a call" at the bottom of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(words.uk.path);
  await hydrated(page);
  await page.getByRole('button', { name: words.uk.add(words.uk.whiteIp) }).click();
  const bar = page.getByText('1 послугу обрано').locator('..');
  await expect(bar).toBeInViewport();
  await page.getByRole('heading', { level: 2, name: 'Телебачення' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: words.uk.request }).click();
  await expect(page.locator('dialog[open]').getByLabel(words.uk.formWhiteIp)).toBeChecked();
});
