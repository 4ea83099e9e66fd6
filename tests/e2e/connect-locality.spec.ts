/**
 * "Connect" on a locality's page: the call-back form starts in that locality with the card's
 * tariff, both shown and editable, and the stored submission carries them (read from the SQLite
 * file). The phone field takes the number however it is typed and formats it as typed.
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openSqlite } from '../../server/db/sqlite';
import { draftHolds, expect, hydrated, test } from './fixtures';

const dbFile = join('test-results', 'e2e-data', 'site.db');

interface Row {
  locale: string;
  payload: Record<string, unknown>;
}

/** The call-back whose phone is this one. */
function storedCallback(phone: string): Row | null {
  const db = openSqlite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT locale, payload FROM submissions WHERE kind = 'callback' AND json_extract(payload, '$.phone') = ?").get(phone) as
      | { locale: string; payload: string }
      | undefined;
    return row ? { locale: row.locale, payload: JSON.parse(row.payload) as Record<string, unknown> } : null;
  } finally {
    db.close();
  }
}

/** Nine national digits no other test uses, typed without the 0. */
const uniqueDigits = () => `67${String(randomInt(1_000_000, 9_999_999))}`;

const words = {
  uk: { path: '/tariffs/privat/kushugum', card: 'Підключитися — тариф «Дім»', name: 'Ваше імʼя', phone: 'Телефон', locality: 'Населений пункт', tariff: 'Тариф', street: 'Вулиця', house: 'Будинок', consent: /погоджуюся/, send: 'Замовити дзвінок', ok: 'Добре', where: 'сел. Кушугум' },
  ru: { path: '/ru/tariffs/privat/kushugum', card: 'Подключиться — тариф «Дом»', name: 'Ваше имя', phone: 'Телефон', locality: 'Населённый пункт', tariff: 'Тариф', street: 'Улица', house: 'Дом', consent: /соглашаюсь/, send: 'Заказать звонок', ok: 'Хорошо', where: 'пос. Кушугум' },
} as const;

async function openFromCard(page: Page, w: (typeof words)['uk' | 'ru']) {
  await page.goto(w.path);
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: w.card }).click();
  const d = page.locator('dialog[open]');
  await expect(d.locator('form')).toBeVisible();
  return d;
}

for (const locale of ['uk', 'ru'] as const) {
  const w = words[locale];
  test(`${w.path}: "Connect" carries the locality and the tariff into the form and the stored request`, async ({ page }) => {
    const d = await openFromCard(page, w);
    await expect(d.getByLabel(w.locality)).toHaveValue('kushugum');
    await expect(d.getByLabel(w.tariff, { exact: true })).toHaveValue(locale === 'uk' ? 'Дім' : 'Дом');
    const digits = uniqueDigits();
    await d.getByLabel(w.name).fill(locale === 'uk' ? 'Олена' : 'Елена');
    await d.getByRole('textbox', { name: w.phone }).pressSequentially(digits);
    await d.getByLabel(w.street).fill('вул. Запорізька');
    await d.getByLabel(w.house, { exact: true }).fill('12');
    await d.getByLabel(w.consent).check();
    await d.getByRole('button', { name: w.send }).click();
    await expect(page.getByTestId('receipt')).toBeVisible();
    const row = storedCallback(`+380${digits}`);
    expect(row?.locale).toBe(locale);
    expect(row?.payload).toMatchObject({ locality: 'kushugum', tariff_id: 5, address: `${w.where}, вул. Запорізька, ${locale === 'uk' ? 'буд.' : 'д.'} 12` });
  });
}

test('the locality and the tariff are editable; another tariff drops the card\'s', async ({ page }) => {
  const w = words.uk;
  const d = await openFromCard(page, w);
  await d.getByLabel(w.locality).selectOption('zaporizhzhia');
  await d.getByLabel(w.tariff, { exact: true }).selectOption({ label: 'Для приватного будинку' });
  const digits = uniqueDigits();
  await d.getByLabel(w.name).fill('Олена');
  await d.getByRole('textbox', { name: w.phone }).fill(`0${digits}`);
  await d.getByLabel(w.street).fill('вул. Запорізька');
  await d.getByLabel(w.consent).check();
  await d.getByRole('button', { name: w.send }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  const row = storedCallback(`+380${digits}`);
  expect(row?.payload).toMatchObject({ locality: 'zaporizhzhia', address: 'м. Запоріжжя, вул. Запорізька' });
  expect(row?.payload).not.toHaveProperty('tariff_id');
});

test('the chosen locality survives closing the form, as a draft, like the other fields', async ({ page }) => {
  const w = words.uk;
  const d = await openFromCard(page, w);
  await d.getByLabel(w.name).fill('Ірина');
  await d.getByLabel(w.locality).selectOption('lezhino');
  await page.keyboard.press('Escape');
  // The draft is written as the form closes; a navigation racing that write is the browser's.
  await draftHolds(page, 'callback', 'fullname', 'Ірина');
  await draftHolds(page, 'callback', 'locality', 'lezhino');
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  await expect(d.getByLabel(w.name)).toHaveValue('Ірина');
  await expect(d.getByLabel(w.locality)).toHaveValue('lezhino');
});

test('the phone field formats what is typed and lets it be edited in the middle', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  const phone = page.locator('dialog[open]').getByRole('textbox', { name: 'Телефон' });
  await phone.pressSequentially('671234567');
  await expect(phone).toHaveValue('+38 (067) 123-45-67');
  // Caret after "123", then backspace over the dash-free digits and retype one.
  await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(13, 13));
  await page.keyboard.press('Backspace');
  await expect(phone).toHaveValue('+38 (067) 124-56-7');
  await page.keyboard.type('9');
  await expect(phone).toHaveValue('+38 (067) 129-45-67');
  // Backspace right after the bracket deletes the digit before it, not nothing.
  await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(9, 9));
  await page.keyboard.press('Backspace');
  await expect(phone).toHaveValue('+38 (061) 294-56-7');
  await phone.fill('');
  await phone.pressSequentially('+380 50 111 22 33');
  await expect(phone).toHaveValue('+38 (050) 111-22-33');
});
