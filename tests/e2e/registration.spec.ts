/**
 * The online registration (issue 34) in Chromium against the real server: the demo applications
 * (REGISTRATION_DEMO, on by default), the code read from the SMS outbox the server writes, real
 * photos uploaded, and the encrypted draft in IndexedDB across a reload and a lost connection.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './a11y';
import { expect, serviceWorkerActivated, test } from './fixtures';

const outbox = join('test-results', 'e2e-data', 'sms-outbox');

/** The newest code the server wrote for the application (files are named `<ms>-<id>.txt`). */
function lastCode(id: string): string {
  const names = readdirSync(outbox)
    .filter((n) => n.endsWith(`-${id}.txt`))
    .sort();
  const text = readFileSync(join(outbox, names.at(-1) ?? ''), 'utf8');
  return /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '')?.[1] ?? '';
}

/** A photo large enough for the automatic check (1000 x 600 px at least). */
const photo = (colour: string) => sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();

const person = {
  surname: 'Коваленко',
  name: 'Олена',
  middle_name: 'Петрівна',
  birth_date: '05031990',
  tax_number: '3293612343',
  main_phone: '0671234567',
  email: 'olena.kovalenko@example.com',
};

async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'isHidaCookie', value: 'accepted', url: baseURL }]);
}

/** From the application's page: "yes, this is my phone", then the code from the SMS. */
async function confirmPhone(page: Page, id: string) {
  await page.getByRole('button', { name: 'Так, надіслати код' }).click();
  await expect(page.getByText('Новий код можна надіслати через')).toBeVisible();
  await page.getByLabel('Код із SMS', { exact: true }).fill(lastCode(id));
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByRole('heading', { name: 'Анкета' })).toBeVisible();
}

async function fillPerson(page: Page) {
  for (const [field, value] of Object.entries(person)) await page.locator(`#registration-${field}`).pressSequentially(value);
}

test('the whole flow: application number, SMS code, questionnaire with photos, sent and verified', async ({ page, context, baseURL }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await acceptCookies(context, baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/registration');
  await expectNoAxeViolations(page);
  await page.getByLabel('Номер заявки').fill('1005');
  await page.getByRole('button', { name: 'Продовжити' }).click();
  await page.waitForURL('**/registration/1005');
  await expect(page.getByText('Це ваш номер телефону?')).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong code is said, and the right one opens the questionnaire.
  await page.getByRole('button', { name: 'Так, надіслати код' }).click();
  await expect(page.getByText('Новий код можна надіслати через')).toBeVisible();
  await page.getByLabel('Код із SMS', { exact: true }).fill(lastCode('1005') === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByRole('alert')).toContainText('Код невірний');
  await expectNoAxeViolations(page);
  await page.getByLabel('Код із SMS', { exact: true }).fill(lastCode('1005'));
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByRole('heading', { name: 'Анкета' })).toBeVisible();

  // Sent empty: each required field and photo says so, in Ukrainian, and nothing leaves.
  await page.getByRole('button', { name: 'Надіслати анкету' }).click();
  await expect(page.locator('#registration-surname-error')).toHaveText(/^Поле обов.язкове$/);
  await expect(page.locator('#registration-offer_terms-error')).toContainText('договору публічної оферти');
  await expectNoAxeViolations(page);

  await fillPerson(page);
  await page.locator('#registration-id_card_number').fill('004512345');
  await page.getByLabel(/умовами/).check();
  await page.getByLabel(/обробку/).check();
  // The tax number must agree with the date of birth: a neighbour's number is refused.
  await page.locator('#registration-tax_number').fill('3293712345');
  await page.getByRole('button', { name: 'Надіслати анкету' }).click();
  await expect(page.locator('#registration-tax_number-error')).toBeVisible();
  await page.locator('#registration-tax_number').fill(person.tax_number);
  await page.getByRole('button', { name: 'Надіслати анкету' }).click();
  await expect(page.locator('#registration-photo-id_card_front-error')).toHaveText(/^Файл обов.язковий$/);

  // A PDF renamed .jpg is refused by the page before it is sent.
  await page.setInputFiles('#registration-photo-id_card_front', { name: 'front.jpg', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.locator('#registration-photo-id_card_front-error')).toHaveText('Лише JPG або PNG');
  for (const [slot, colour] of [
    ['id_card_front', '#8ab'],
    ['id_card_back', '#ba8'],
    ['tax_number', '#a8b'],
  ] as const) {
    await page.setInputFiles(`#registration-photo-${slot}`, { name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour) });
    await expect(page.getByTestId(`photo-status-${slot}`)).toContainText('Завантажено');
  }
  await expectNoAxeViolations(page);

  // A proxy's 503 with no reason of its own: said as a server error, the questionnaire kept.
  await page.route('**/update_form/', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }), { times: 1 });
  await page.getByRole('button', { name: 'Надіслати анкету' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Помилка сервера' })).toBeVisible();
  await expect(page.getByText('спробуємо надіслати її ще раз')).toBeVisible();
  await page.getByRole('button', { name: 'Надіслати анкету' }).click();

  const result = page.getByTestId('registration-result');
  await expect(result).toHaveAttribute('data-result', 'verified');
  await expect(result).toContainText('Анкету надіслано та верифіковано');
  await expect(result).toContainText('змінити вже не можна');
  await expectNoAxeViolations(page);

  // Back later: read-only, with the same words.
  await page.reload();
  await expect(page.getByTestId('registration-result')).toContainText('Анкету надіслано та верифіковано');
  await expect(page.getByRole('button', { name: 'Надіслати анкету' })).toHaveCount(0);
  // The wrong code's 400 is logged by the browser; nothing in the page failed.
  expect(pageErrors).toEqual([]);
});

test('a draft with photos survives a reload and a lost connection, holds nothing readable, and is sent once online', async ({ page, context, baseURL }) => {
  // The service worker's first install, two reloads and eleven photos made here: about 25 s on this machine.
  test.setTimeout(60_000);
  await acceptCookies(context, baseURL!);
  await page.goto('/registration/1006');
  await serviceWorkerActivated(page);
  // Now under the service worker: the page and its code are kept for the way back offline.
  await page.reload();
  await confirmPhone(page, '1006');

  await context.setOffline(true);
  await page.getByText('Паспорт-книжечка').click();
  await fillPerson(page);
  await page.locator('#registration-passport_series').fill('КЕ');
  await page.locator('#registration-passport_number').fill('123456');
  await page.locator('#registration-issued_by').fill('Жовтневим РВ ЗМУ УМВС України в Запорізькій області');
  await page.locator('#registration-issue_date').pressSequentially('12042006');
  await page.locator('#registration-registration_address').fill('м. Запоріжжя, просп. Соборний, буд. 160, кв. 8');
  for (const slot of ['passport_page_1', 'passport_page_2', 'passport_registration', 'tax_number']) {
    await page.setInputFiles(`#registration-photo-${slot}`, { name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: await photo('#9ab') });
    await expect(page.getByTestId(`photo-status-${slot}`)).toContainText('Збережено на цьому пристрої');
  }
  await expect(page.getByTestId('draft-note')).toContainText('до ');
  await expect(page.getByTestId('draft-note')).toHaveAttribute('data-writing', 'false');

  // What IndexedDB holds: times and slot names in the clear, nothing a person typed, no photo.
  await expect.poll(() => draftDump(page)).toContain('passport_page_1');
  const dump = await draftDump(page);
  for (const secret of ['Коваленко', 'Олена', '3293612343', 'olena.kovalenko', 'Соборний', '123456', 'a JPEG in the clear']) expect(dump).not.toContain(secret);

  // Reloaded offline: the page, the values and the photos are back.
  await page.reload();
  await expect(page.getByText('Ви офлайн')).toBeVisible();
  await expect(page.locator('#registration-surname')).toHaveValue(person.surname);
  await expect(page.locator('#registration-issue_date')).toHaveValue('12.04.2006');
  await expect(page.getByTestId('photo-status-passport_registration')).toContainText('Збережено на цьому пристрої');
  await page.getByLabel(/умовами/).check();
  await page.getByLabel(/обробку/).check();
  await page.getByRole('button', { name: 'Надіслати анкету' }).click();
  await expect(page.getByText('Анкету збережено на цьому пристрої, і вона надішлеться сама')).toBeVisible();

  // Back online: sent by itself, verified, and the draft is gone from the device.
  await context.setOffline(false);
  await expect(page.getByTestId('registration-result')).toHaveAttribute('data-result', 'verified', { timeout: 20_000 });
  await expect.poll(() => draftDump(page)).not.toContain('draft:1006');
});

test('an unknown application is the 404 page, an inactive one sends the browser to /404, a wrong number is said', async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL!);
  const unknown = await page.goto('/registration/999999');
  expect(unknown?.status()).toBe(404);
  await page.goto('/ru/registration/1003');
  expect(new URL(page.url()).pathname).toBe('/ru/404');
  await page.goto('/ru/registration');
  await page.getByLabel('Номер заявки').fill('999999');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный номер заявки');
  await page.getByLabel('Номер заявки').fill('1003');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL('**/ru/404');
});

/** Every record of the draft store, as text: keys, property names and strings as they are, bytes read as UTF-8, and a note of any JPEG in the clear. */
function draftDump(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('zn-registration');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve('');
          const store = db.transaction('drafts').objectStore('drafts');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const parts: string[] = keys.result.map(String);
            const walk = (v: unknown) => {
              if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
                const bytes = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer);
                parts.push(new TextDecoder().decode(bytes));
                if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) parts.push('a JPEG in the clear');
              } else if (v && typeof v === 'object' && !(v instanceof CryptoKey)) {
                parts.push(...Object.keys(v));
                Object.values(v).forEach(walk);
              }
              else parts.push(String(v));
            };
            values.result.forEach(walk);
            db.close();
            resolve(parts.join('\n'));
          };
        };
      }),
  );
}

test('a device without room for the photos is told so, and the photo still uploads', async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await page.goto('/registration/1007');
  await confirmPhone(page, '1007');
  // The browser's quota for the site, as a nearly full phone would give it: what the site already
  // uses (the service worker's copies, once installed) and not a photo more. Chromium applies the
  // override to writes only, so the refused write is what tells the page.
  const front = await photo('#8ab');
  const used = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return (await navigator.storage.estimate()).usage ?? 0;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: used + front.length / 2 });
  await page.setInputFiles('#registration-photo-id_card_front', { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front });
  await expect(page.getByRole('alert').filter({ hasText: 'На цьому пристрої закінчилося місце' })).toBeVisible();
  await expect(page.getByTestId('photo-status-id_card_front')).toContainText('Завантажено');
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin });
});
