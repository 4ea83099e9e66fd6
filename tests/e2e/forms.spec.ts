/**
 * Every form, end to end in Chromium against the real server and its SQLite file: sent online
 * once with a confirmation; sent offline, shown queued, delivered exactly once on return; one
 * submission replayed 5 times at once stored once; a 500 on the first try keeps it queued
 * and the next try delivers it (once).
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { openSqlite } from '../../server/db/sqlite';
import { solveCaptcha } from '../../src/domain/forms/captcha';
import { submissionEndpoint } from '../../src/domain/forms/submissions';
import { arktypeChunk, recordScripts } from './arktype-chunk';
import { draftHolds, expect, hydrated, islandReady, offlineSetSaved, serviceWorkerActivated, test } from './fixtures';

/** The contacts page's form is an island of an islands-mode page: it wakes when scrolled to. */
const directorForm = 'pages/contacts/director-form.island';

const dbFile = join('test-results', 'e2e-data', 'site.db');
const vacancyId = 1;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Rows of a kind whose stored fields contain the marker. */
function stored(kind: string, marker: string): number {
  const db = openSqlite(dbFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM submissions WHERE kind = ? AND instr(payload, ?) > 0').get(kind, marker) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A phone number no other test uses: the marker that finds the row. */
const uniquePhone = () => `067${String(randomInt(1_000_000, 9_999_999))}`;
const stripped = (phone: string) => `+38${phone}`;

/** The request body each endpoint takes, with the marker inside. */
function wireFields(kind: FormCase['kind'], phone: string, email: string): Record<string, string | boolean> {
  if (kind === 'callback') return { fullname: 'Олена Петрівна', phone, consent: true };
  if (kind === 'connect') return { address: 'вул. Перемоги', house: '3', phone, consent: true };
  if (kind === 'director') return { email, text: 'Прошу передзвонити щодо договору.', consent: true };
  return { fullname: 'Ткаченко Андрій', phone, email, vacancy_id: String(vacancyId), consent: 'true' };
}

interface FormCase {
  kind: 'callback' | 'connect' | 'director' | 'vacancy';
  open(page: Page): Promise<void>;
  /** Fills the form; returns the marker the stored row contains. */
  fill(page: Page): Promise<string>;
  send: string;
}

/** The open modal's form, or the page's. */
const scope = async (page: Page) => ((await page.locator('dialog[open]').count()) ? page.locator('dialog[open]') : page.getByRole('main'));

const cases: FormCase[] = [
  {
    kind: 'callback',
    async open(page) {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
      await expect(page.locator('dialog[open] form')).toBeVisible();
    },
    async fill(page) {
      const d = page.locator('dialog[open]');
      const phone = uniquePhone();
      await d.getByLabel('Ваше імʼя').fill('Олена Петрівна');
      await d.getByRole('textbox', { name: 'Телефон' }).fill(phone);
      await d.getByLabel('Вулиця').fill('вул. Перемоги');
      await d.getByLabel('Будинок').fill('12');
      await d.getByLabel('Біла (статична) IP-адреса').check();
      await d.getByLabel(/погоджуюся/).check();
      return stripped(phone);
    },
    send: 'Замовити дзвінок',
  },
  {
    kind: 'connect',
    async open(page) {
      await page.goto('/');
      await hydrated(page);
      // The home page is in islands mode: the form renders as it comes into view.
      await islandReady(page, 'pages/home/lazy/below-fold.island');
      await expect(page.getByRole('form', { name: 'Заявка на підключення' })).toBeVisible();
    },
    async fill(page) {
      const f = page.getByRole('form', { name: 'Заявка на підключення' });
      const phone = uniquePhone();
      await f.getByLabel('Вулиця').fill('вул. Незалежної України');
      await f.getByLabel('Будинок').fill('7а');
      await f.getByLabel('Квартира').fill('15');
      await f.getByRole('textbox', { name: 'Телефон' }).fill(phone);
      await f.getByLabel(/погоджуюся/).check();
      return stripped(phone);
    },
    send: 'Залишити заявку',
  },
  {
    kind: 'director',
    async open(page) {
      await page.goto('/contacts');
      await hydrated(page);
      await islandReady(page, directorForm);
      await expect(page.getByRole('form', { name: 'Повідомлення директору' })).toBeVisible();
    },
    async fill(page) {
      const f = page.getByRole('form', { name: 'Повідомлення директору' });
      const email = `client${randomInt(1_000_000, 9_999_999)}@example.com`;
      await f.getByLabel('Ваш e-mail').fill(email);
      await f.getByLabel('Повідомлення').fill('Дякую за швидке підключення та ввічливого майстра!');
      await f.getByLabel(/погоджуюся/).check();
      return email;
    },
    send: 'Надіслати повідомлення',
  },
  {
    kind: 'vacancy',
    async open(page) {
      await page.goto(`/vacancies/${vacancyId}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Відгукнутися' }).first().click();
      await expect(page.locator('dialog[open] form')).toBeVisible();
    },
    async fill(page) {
      const d = page.locator('dialog[open]');
      const phone = uniquePhone();
      await d.getByLabel('ПІБ').fill('Ткаченко Андрій Іванович');
      await d.getByRole('textbox', { name: 'Телефон' }).fill(phone);
      await d.getByLabel('Контактний e-mail').fill('andrii@example.com');
      await d.getByLabel('Резюме').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
      await d.getByLabel(/погоджуюся/).check();
      return stripped(phone);
    },
    send: 'Надіслати заяву',
  },
];

async function send(page: Page, c: FormCase) {
  await (await scope(page)).getByRole('button', { name: c.send }).click();
}

async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('zn-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('items').objectStore('items').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}

/**
 * A form fetches the queue panel's code (script and styles) as it shows, and its check (arktype
 * and the form's schema) on its first focus; the connection drops once the page has both. The
 * styles come first: the panel's script is asked for once its CSS has loaded (the bundler's
 * preload), so the script's arrival means both are in. On a busy machine the test filled the
 * form and went offline before those fetches were done: the panel could not load (CI, once in
 * several full runs), or the check could not, and "Send" waited for the connection
 * (docs/forms.md: a first visit that goes offline before the check has come).
 */
async function codeLoaded(page: Page, scripts: Set<string>) {
  const arktype = arktypeChunk();
  await page.waitForFunction(
    (arktype) => {
      const names = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
      return names.some((n) => /\/outbox-panel-[^/]*\.js$/.test(n)) && names.includes(arktype);
    },
    arktype,
    { timeout: 15_000 },
  );
  await expect.poll(() => scripts.size, { timeout: 15_000 }).toBe(0);
}

/** The scripts the page has asked for and not yet received. */
function scriptsInFlight(page: Page): Set<string> {
  const pending = new Set<string>();
  const done = (request: Request) => pending.delete(request.url());
  page.on('request', (request) => request.resourceType() === 'script' && pending.add(request.url()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

/** A modal form makes the rest of the page inert: close it to reach the outbox list. */
async function closeDialog(page: Page) {
  if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

for (const c of cases) {
  test.describe(`${c.kind} form`, () => {
    test('sent online: stored once, confirmation shown', async ({ page }) => {
      await c.open(page);
      const marker = await c.fill(page);
      await send(page, c);
      await expect(page.getByTestId('receipt').getByText(/№ \d+/)).toBeVisible();
      expect(stored(c.kind, marker)).toBe(1);
      expect(await outboxSize(page)).toBe(0);
    });

    test('filled offline: shown queued, stored exactly once when back online, queue empty', async ({ page, context }) => {
      const scripts = scriptsInFlight(page);
      await c.open(page);
      const marker = await c.fill(page);
      await codeLoaded(page, scripts);
      await context.setOffline(true);
      await send(page, c);
      await expect(page.getByText('Зараз немає зʼєднання. Вашу заявку збережено на цьому пристрої')).toBeVisible();
      // Said in a toast too, which outlives the form's dialog.
      await expect(page.getByRole('status').filter({ hasText: 'Збережено на пристрої: надішлемо, щойно зʼявиться звʼязок.' })).toBeVisible();
      await closeDialog(page);
      await expect(page.getByTestId('outbox').getByText('Чекають на надсилання: 1')).toBeVisible();
      await page.getByTestId('outbox').getByRole('button').first().click();
      await expect(page.getByTestId('outbox').getByText('Надішлеться, коли зʼявиться інтернет')).toBeVisible();
      expect(stored(c.kind, marker)).toBe(0);
      await goOnline(context);
      // Sent by itself once online: the confirmation says so, and the queue is empty.
      await expect(page.getByRole('dialog').getByText(/Заявку отримано/)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('outbox')).toHaveCount(0);
      expect(stored(c.kind, marker)).toBe(1);
      await page.getByRole('dialog').getByRole('button', { name: 'Добре' }).click();
      await expect.poll(() => outboxSize(page)).toBe(0);
    });

    test('a 500 on the first try keeps it queued; the next try delivers it once', async ({ page, context }) => {
      await c.open(page);
      const marker = await c.fill(page);
      let first = true;
      // The server stores the first try, but the answer is lost to a 500 on the way back.
      await context.route(/\/api\/v1\/(phone_callback|connect_request|mail_to_header|front_api\/send-mail)/, async (route) => {
        if (!first) return route.continue();
        first = false;
        await route.fetch();
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"gateway","message":"Bad gateway"}]}' });
      });
      await send(page, c);
      await expect(page.getByText('Зараз не вдалося надіслати заявку')).toBeVisible();
      await closeDialog(page);
      await expect(page.getByTestId('outbox').getByText('Чекають на надсилання: 1')).toBeVisible();
      expect(stored(c.kind, marker)).toBe(1);
      await page.getByTestId('outbox').getByRole('button').first().click();
      await page.getByTestId('outbox').getByRole('button', { name: 'Надіслати зараз' }).click();
      await expect(page.getByRole('dialog').getByText(/Заявку отримано/)).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Добре' }).click();
      expect(stored(c.kind, marker)).toBe(1);
      await expect.poll(() => outboxSize(page)).toBe(0);
    });

    test('one submission replayed 5 times at once with one key: one record', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.exposeFunction('solveCaptcha', (challenge: unknown) => solveCaptcha(challenge));
      const phone = uniquePhone();
      const email = `replay${randomInt(1_000_000, 9_999_999)}@example.com`;
      const marker = c.kind === 'director' ? email : stripped(phone);
      const request = { endpoint: submissionEndpoint[c.kind], fields: wireFields(c.kind, phone, email), file: c.kind === 'vacancy' ? [...pdf] : null };
      const statuses = await page.evaluate(async ({ endpoint, fields, file }) => {
        const key = crypto.randomUUID();
        const solve = (window as unknown as { solveCaptcha: (c: unknown) => Promise<string> }).solveCaptcha;
        const proofs = await Promise.all(
          Array.from({ length: 6 }, async () => solve(await (await fetch('/api/v1/captcha/challenge', { cache: 'no-store' })).json())),
        );
        const once = async (proof: string) => {
          const headers: Record<string, string> = { 'Idempotency-Key': key, 'Accept-Language': 'uk' };
          let body: BodyInit;
          if (file) {
            const form = new FormData();
            for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
            form.append('resume', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cv.pdf');
            body = form;
          } else {
            headers['Content-Type'] = 'application/json';
            body = JSON.stringify(fields);
          }
          const response = await fetch(`${endpoint}?g_recaptcha_response=${encodeURIComponent(proof)}`, { method: 'POST', headers, body });
          return { status: response.status, replayed: response.headers.get('idempotent-replayed') };
        };
        const together = await Promise.all(proofs.slice(0, 5).map(once));
        // And once more after they have all settled: the stored outcome again.
        const after = await once(proofs[5] as string);
        return { together, after };
      }, request);
      expect(statuses.together.map((a) => a.status).sort()).toEqual(expect.arrayContaining([201]));
      for (const a of statuses.together) expect([201, 409]).toContain(a.status);
      expect(statuses.after).toEqual({ status: 201, replayed: 'true' });
      expect(stored(c.kind, marker)).toBe(1);
    });
  });
}

test('the call-back form keeps a draft on the device and gives it back, and forgets it once sent', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  const d = page.locator('dialog[open]');
  await d.getByLabel('Ваше імʼя').fill('Ірина');
  await d.getByRole('textbox', { name: 'Телефон' }).fill('0661112233');
  await d.getByLabel('Вулиця').fill('просп. Соборний');
  await page.keyboard.press('Escape');
  // The modal opened where the visitor was: still the FAQ page.
  await expect(page).toHaveURL(/\/faq$/);
  // Closing writes the draft; a reload a few milliseconds later could outrun that write.
  await draftHolds(page, 'callback', 'street', 'просп. Соборний');
  await page.reload();
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  await expect(d.getByLabel('Ваше імʼя')).toHaveValue('Ірина');
  await expect(d.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+38 (066) 111-22-33');
  await expect(d.getByLabel('Вулиця')).toHaveValue('просп. Соборний');
  await d.getByLabel(/погоджуюся/).check();
  await d.getByRole('button', { name: 'Замовити дзвінок' }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await d.getByRole('button', { name: 'Добре' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Підключитися' }).click();
  await expect(d.getByLabel('Ваше імʼя')).toHaveValue('');
});

/** A field's label as written, with the required mark after it or not (not a section named alike). */
const fieldLabel = (label: string) => new RegExp(`^${label}\\*?$`);

/**
 * What a visitor types into each form without sending it, and the field the draft is checked by:
 * the last one typed, so the whole draft is kept before the reload (a draft saved on leaving the
 * page may not finish writing before the next page reads it).
 */
const typed: Record<'connect' | 'director' | 'vacancy', { fields: [label: string, value: string][]; draftField: [string, string] }> = {
  connect: { fields: [['Вулиця', 'вул. Шевченка'], ['Будинок', '41']], draftField: ['house', '41'] },
  director: { fields: [['Ваш e-mail', 'draft@example.com'], ['Повідомлення', 'Чернетка, що має вижити']], draftField: ['text', 'Чернетка, що має вижити'] },
  vacancy: { fields: [['ПІБ', 'Коваль Марія'], ['Контактний e-mail', 'maria@example.com']], draftField: ['email', 'maria@example.com'] },
};

for (const kind of ['connect', 'director', 'vacancy'] as const) {
  test(`the ${kind} form keeps what was typed across a reload, as a draft on the device`, async ({ page }) => {
    const c = cases.find((x) => x.kind === kind) as FormCase;
    const { fields, draftField } = typed[kind];
    await c.open(page);
    let form = await scope(page);
    for (const [label, value] of fields) await form.getByLabel(fieldLabel(label)).fill(value);
    await draftHolds(page, kind, ...draftField);
    await page.reload();
    await c.open(page);
    form = await scope(page);
    for (const [label, value] of fields) await expect(form.getByLabel(fieldLabel(label))).toHaveValue(value);
  });
}

test('a server that answers 503 for more than a day: shown failed with its reason and "send again", which delivers it', async ({ page }) => {
  const c = cases.find((x) => x.kind === 'connect') as FormCase;
  await page.clock.install();
  // An outside failure (a proxy in front of the server) answers 503 to every try.
  const endpoint = `**${submissionEndpoint.connect}**`;
  await page.route(endpoint, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }));
  await c.open(page);
  const marker = await c.fill(page);
  await send(page, c);
  await expect(page.getByText('Зараз не вдалося надіслати заявку')).toBeVisible();
  const panel = page.getByTestId('outbox');
  await expect(panel.getByText('Чекають на надсилання: 1')).toBeVisible();
  // A day and an hour later the next try is refused too: the item stops waiting.
  await page.clock.fastForward('25:00:00');
  await expect(panel.getByText('Заявки потребують уваги: 1')).toBeVisible();
  await panel.getByRole('button').first().click();
  await expect(panel.getByText('Сервер не приймає заявку понад добу')).toBeVisible();
  await expect(panel.getByText('HTTP 503')).toBeVisible();
  // It is not tried again by itself.
  await page.clock.fastForward('01:00:00');
  await expect(panel.locator('li[data-state="failed"]')).toHaveCount(1);
  expect(stored(c.kind, marker)).toBe(0);
  await page.unroute(endpoint);
  await panel.getByRole('button', { name: 'Надіслати ще раз' }).click();
  await expect(page.getByRole('dialog').getByText(/Заявку отримано/)).toBeVisible();
  expect(stored(c.kind, marker)).toBe(1);
  await page.getByRole('dialog').getByRole('button', { name: 'Добре' }).click();
  await expect.poll(() => outboxSize(page)).toBe(0);
});

test('the line is down while the browser still says online: said so, listed, sent once it answers', async ({ page, context }) => {
  await page.goto('/contacts');
  await hydrated(page);
  await islandReady(page, directorForm);
  const f = page.getByRole('form', { name: 'Повідомлення директору' });
  const email = `line${randomInt(1_000_000, 9_999_999)}@example.com`;
  await f.getByLabel('Ваш e-mail').fill(email);
  await f.getByLabel('Повідомлення').fill('Інтернет зник, а Wi-Fi працює.');
  await f.getByLabel(/погоджуюся/).check();
  // Wi-Fi up, the line behind the router down: every request to the site goes unanswered.
  const down = /\/api\/v1\//;
  await context.route(down, (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await f.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(page.getByText('Зараз немає зʼєднання. Вашу заявку збережено на цьому пристрої')).toBeVisible();
  await expect(page.getByTestId('outbox').getByText('Чекають на надсилання: 1')).toBeVisible();
  expect(stored('director', email)).toBe(0);
  await context.unroute(down);
  await page.getByTestId('outbox').getByRole('button').first().click();
  await page.getByTestId('outbox').getByRole('button', { name: 'Надіслати зараз' }).click();
  await expect(page.getByRole('dialog').getByText(/Заявку отримано/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Добре' }).click();
  expect(stored('director', email)).toBe(1);
  await expect.poll(() => outboxSize(page)).toBe(0);
});

test('an invisible character in a street name is refused in the page with the server words, in Ukrainian and Russian', async ({ page }) => {
  const marker = uniquePhone();
  await page.goto('/');
  await hydrated(page);
  await islandReady(page, 'pages/home/lazy/below-fold.island');
  const f = page.getByRole('form', { name: 'Заявка на підключення' });
  await f.getByLabel('Вулиця').fill('вул. Перемоги\u202Eзворотно');
  await f.getByLabel('Будинок').fill('7а');
  await f.getByRole('textbox', { name: 'Телефон' }).fill(marker);
  await f.getByLabel(/погоджуюся/).check();
  await f.getByRole('button', { name: 'Залишити заявку' }).click();
  await expect(f.getByText('Містить невидимі або керувальні символи: приберіть їх')).toBeVisible();
  expect(stored('connect', stripped(marker))).toBe(0);
  expect(await outboxSize(page)).toBe(0);
  // Removed, the form goes through.
  await f.getByLabel('Вулиця').fill('вул. Перемоги');
  await f.getByRole('button', { name: 'Залишити заявку' }).click();
  await expect(page.getByTestId('receipt').getByText(/№ \d+/)).toBeVisible();
  expect(stored('connect', stripped(marker))).toBe(1);

  await page.goto('/ru');
  await hydrated(page);
  await islandReady(page, 'pages/home/lazy/below-fold.island');
  const ru = page.getByRole('form', { name: 'Заявка на подключение' });
  await ru.getByLabel('Улица').fill('ул. Победы\u200B');
  await ru.getByLabel('Дом').fill('7');
  await ru.getByRole('textbox', { name: 'Телефон' }).fill(uniquePhone());
  await ru.getByRole('button', { name: 'Оставить заявку' }).click();
  await expect(ru.getByText('Содержит невидимые или управляющие символы: уберите их')).toBeVisible();
});

test('a refusal shows the reasons on the fields and keeps what was typed; nothing stays queued', async ({ page, context }) => {
  await page.goto('/contacts');
  await hydrated(page);
  await islandReady(page, directorForm);
  const f = page.getByRole('form', { name: 'Повідомлення директору' });
  // Checked by the browser first: the same schema, the same words as the server.
  await f.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(f.getByText('Поле обовʼязкове').first()).toBeVisible();
  await expect(f.getByText('Щоб надіслати форму, потрібна згода на обробку персональних даних')).toBeVisible();
  // A refusal only the server can give (an address it will not take) comes back on its field.
  await context.route('**/api/v1/mail_to_header/**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ field: 'email', code: 'email', message: 'Некоректна адреса електронної пошти' }] }) }),
  );
  await f.getByLabel('Ваш e-mail').fill('someone@example.com');
  await f.getByLabel('Повідомлення').fill('Прошу перевірити мій договір.');
  await f.getByLabel(/погоджуюся/).check();
  await f.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(f.getByText('Некоректна адреса електронної пошти')).toBeVisible();
  await expect(f.getByLabel('Ваш e-mail')).toHaveValue('someone@example.com');
  await expect(f.getByLabel('Повідомлення')).toHaveValue('Прошу перевірити мій договір.');
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  expect(await outboxSize(page)).toBe(0);
});

test('the service worker sends the queue on a background sync, with no page doing it', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/contacts');
  await hydrated(page);
  await serviceWorkerActivated(page);
  await page.reload();
  await hydrated(page);
  await islandReady(page, directorForm);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const f = page.getByRole('form', { name: 'Повідомлення директору' });
  const email = `sync${randomInt(1_000_000, 9_999_999)}@example.com`;
  await f.getByLabel('Ваш e-mail').fill(email);
  await f.getByLabel('Повідомлення').fill('Надіслано фоновою синхронізацією.');
  await f.getByLabel(/погоджуюся/).check();
  await context.setOffline(true);
  await f.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(page.getByText('Зараз немає зʼєднання. Вашу заявку збережено на цьому пристрої')).toBeVisible();
  // The page is gone; the browser is back online and fires the sync for the service worker.
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  await context.setOffline(false);
  const cdp = await context.newCDPSession(page);
  const { registrations } = await new Promise<{ registrations: { registrationId: string; scopeURL: string }[] }>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', resolve as never);
    void cdp.send('ServiceWorker.enable');
  });
  const registration = registrations.find((r) => r.scopeURL.startsWith(origin));
  expect(registration).toBeTruthy();
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registration?.registrationId ?? '', tag: 'zn-outbox', lastChance: false });
  await expect.poll(() => stored('director', email), { timeout: 20_000 }).toBe(1);
});

test('focused for the first time offline, a form checks what is typed and queues it: its check comes from the precache', async ({ page, context }) => {
  const arktype = arktypeChunk();
  await page.goto('/contacts');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  // A new document: nothing of the form's check has run in it yet.
  const scripts = recordScripts(page);
  await page.reload();
  await hydrated(page);
  // Offline, the service worker answers with the app's shell, which renders the whole page (no islands).
  const f = page.getByRole('form', { name: 'Повідомлення директору' });
  await expect(f).toBeVisible();
  expect(scripts).not.toContain(arktype);
  const fromCache = page.waitForResponse((r) => new URL(r.url()).pathname === arktype);
  await f.getByLabel('Ваш e-mail').focus();
  expect((await fromCache).fromServiceWorker()).toBe(true);
  const email = `offline${randomInt(1_000_000, 9_999_999)}@example.com`;
  await f.getByLabel('Ваш e-mail').fill(email.replace('@', ''));
  await f.getByLabel('Повідомлення').fill('Пишу без інтернету: перевірте, будь ласка, лінію.');
  await f.getByLabel(/погоджуюся/).check();
  await f.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(f.getByText('Некоректна адреса електронної пошти')).toBeVisible();
  await f.getByLabel('Ваш e-mail').fill(email);
  await f.getByRole('button', { name: 'Надіслати повідомлення' }).click();
  await expect(page.getByText('Зараз немає зʼєднання. Вашу заявку збережено на цьому пристрої')).toBeVisible();
  expect(stored('director', email)).toBe(0);
  await goOnline(context);
  await expect(page.getByRole('dialog').getByText(/Заявку отримано/)).toBeVisible({ timeout: 20_000 });
  expect(stored('director', email)).toBe(1);
  await page.getByRole('dialog').getByRole('button', { name: 'Добре' }).click();
  await expect.poll(() => outboxSize(page)).toBe(0);
});
