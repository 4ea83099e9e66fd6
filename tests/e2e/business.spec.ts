/**
 * The business page in both languages: what it shows, the size choice suggesting a tariff, and a
 * request with the chosen tariff, speed and services queued through the call-back outbox and
 * stored by the server (read from its SQLite file, as forms.spec.ts does).
 */
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { storedCallback } from './stored-submissions';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

const words = {
  uk: {
    path: '/tariffs/business',
    h1: 'Тарифи для бізнесу',
    tariffs: ['Мінімальний', 'Офісний', 'Корпоративний', 'Індивідуальний'],
    medium: 'Середній',
    individual: 'Індивідуальний',
    choose: (name: string) => `Обрати тариф «${name}»`,
    suggested: 'Підходить вам',
    hours: 'Підтримка бізнесу: щодня, 0:00–24:00',
    quote: /майстер приїхав за годину/,
    speed: '1 Гбіт/с',
    officeSpeed: '55 Мбіт/с',
    whiteIp: 'Біла (статична) IP-адреса',
    kszi: 'Комплексна система захисту інформації (КСЗІ)',
    certificate: /Атестат відповідності КСЗІ/,
    send: 'Надіслати заявку',
    tariffValue: 'Для бізнесу: Індивідуальний',
    name: 'Ваше імʼя',
    consent: /погоджуюся/,
    submit: 'Замовити дзвінок',
    info: ['Тариф: Для бізнесу: Індивідуальний', 'Швидкість: 1 Гбіт/с', 'Послуги: Біла (статична) IP-адреса', 'Інші послуги: Комплексна система захисту інформації (КСЗІ)'],
  },
  ru: {
    path: '/ru/tariffs/business',
    h1: 'Тарифы для бизнеса',
    tariffs: ['Минимальный', 'Офисный', 'Корпоративный', 'Индивидуальный'],
    medium: 'Средний',
    individual: 'Индивидуальный',
    choose: (name: string) => `Выбрать тариф «${name}»`,
    suggested: 'Подходит вам',
    hours: 'Поддержка бизнеса: ежедневно, 0:00–24:00',
    quote: /мастер приехал за час/,
    speed: '1 Гбит/с',
    officeSpeed: '55 Мбит/с',
    whiteIp: 'Белый (статический) IP-адрес',
    kszi: 'Комплексная система защиты информации (КСЗИ)',
    certificate: /Аттестат соответствия КСЗИ/,
    send: 'Отправить заявку',
    tariffValue: 'Для бизнеса: Индивидуальный',
    name: 'Ваше имя',
    consent: /соглашаюсь/,
    submit: 'Заказать звонок',
    info: ['Тариф: Для бизнеса: Индивидуальный', 'Скорость: 1 Гбит/с', 'Услуги: Белый (статический) IP-адрес', 'Другие услуги: Комплексная система защиты информации (КСЗИ)'],
  },
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const chooser = '[data-island="pages/business/tariff-chooser.island"]';

/** The chooser is an island woken by the first touch (docs/islands.md): focus wakes it. */
async function openAwake(page: Page, path: string) {
  await open(page, path);
  await page.locator(chooser).getByRole('radio').first().focus();
  await page.waitForSelector(`${chooser}[data-island-state="ready"]`, { state: 'attached' });
}

for (const [locale, w] of Object.entries(words)) {
  test.describe(`business page (${locale})`, () => {
    test('shows the tariffs, the extra services, round-the-clock contacts, customers and testimonials', async ({ page }) => {
      await open(page, w.path);
      await expect(page.getByRole('heading', { level: 1, name: w.h1 })).toBeVisible();
      const cards = page.getByRole('list', { name: w.h1 });
      for (const name of w.tariffs) await expect(cards.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(page.getByRole('checkbox')).toHaveCount(9);
      await expect(page.getByText(w.certificate)).toBeVisible();
      await expect(page.getByText(w.hours)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: '(061) 270-40-40' })).toHaveAttribute('href', 'tel:+380612704040');
      await expect(page.getByRole('img', { name: 'Kolosok' })).toBeVisible();
      await expect(page.getByText(w.quote).first()).toBeAttached();
    });

    test('the size choice suggests a tariff and offers its speeds', async ({ page }) => {
      await openAwake(page, w.path);
      await page.getByRole('radio', { name: w.medium }).check();
      const office = page.getByRole('button', { name: w.choose(w.tariffs[1] as string) });
      await expect(office).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('li[data-tariff="office"]').getByText(w.suggested)).toBeVisible();
      await expect(page.getByRole('button', { name: w.choose(w.tariffs[0] as string) })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('radio', { name: w.officeSpeed })).toBeChecked();

      await page.getByRole('radio', { name: w.individual }).check();
      await expect(page.getByRole('button', { name: w.choose(w.individual) })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('input[name="business-speed"]')).toHaveCount(7);
    });

    test('a request with the chosen tariff, speed and services is queued and stored with them', async ({ page }) => {
      await openAwake(page, w.path);
      await page.getByRole('radio', { name: w.individual }).check();
      await page.getByRole('radio', { name: w.speed, exact: true }).check();
      await page.getByRole('checkbox', { name: new RegExp(`^${w.whiteIp.replace(/[()]/g, '\\$&')}`) }).check();
      await page.getByRole('checkbox', { name: new RegExp(`^${w.kszi.replace(/[()]/g, '\\$&')}`) }).check();
      await page.getByRole('button', { name: w.send }).click();

      const d = page.locator('dialog[open]');
      await expect(d.getByLabel('Тариф')).toHaveValue(w.tariffValue);
      await expect(d.getByLabel(/^Швидкість|^Скорость/)).toHaveValue(w.speed);
      await expect(d.getByLabel(w.whiteIp)).toBeChecked();
      await expect(d.getByText(w.kszi)).toBeVisible();
      const phone = `067${String(randomInt(1_000_000, 9_999_999))}`;
      await d.getByLabel(w.name).fill('Ігор Савченко');
      await d.getByRole('textbox', { name: 'Телефон' }).fill(phone);
      await d.getByLabel(w.consent).check();
      await d.getByRole('button', { name: w.submit }).click();
      await expect(page.getByTestId('receipt').getByText(/№ \d+/)).toBeVisible();

      const rows = storedCallback(`+38${phone}`);
      expect(rows).toHaveLength(1);
      const info = String(rows[0]?.additional_info);
      for (const part of w.info) expect(info).toContain(part);
    });
  });
}

test('untouched, the chooser stays as the server sent it; a first click on a tariff is kept and chooses it', async ({ page }) => {
  await open(page, words.uk.path);
  await expect(page.locator(`${chooser}[data-island-state]`)).toHaveCount(0);
  const office = page.getByRole('button', { name: words.uk.choose(words.uk.tariffs[1] as string) });
  await expect(office).toHaveAttribute('aria-pressed', 'false');
  await office.click();
  await expect(office).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: words.uk.officeSpeed })).toBeChecked();
});

test('never visited, the business page opens offline after one visit to the home page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await open(page, '/');
  await offlineSetSaved(page);
  await context.setOffline(true);
  await open(page, words.uk.path);
  await expect(page.getByRole('heading', { level: 1, name: words.uk.h1 })).toBeVisible();
  for (const name of words.uk.tariffs) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByTestId('offline-saved')).toBeVisible();
  const mark = page.getByRole('img', { name: 'Kolosok' });
  await mark.scrollIntoViewIfNeeded();
  await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
