/**
 * A form costs no validation code until the visitor uses it: the home page's and the contacts
 * page's forms show without arktype (its evaluation is one long task on a phone), and load it
 * on their first focus; the first verdict then speaks the visitor's language as before.
 */
import { arktypeChunk, recordScripts, scriptsSettled } from './arktype-chunk';
import { expect, hydrated, islandReady, test } from './fixtures';

const cases = [
  { path: '/', island: 'pages/home/lazy/below-fold.island', form: 'Заявка на підключення', field: 'Телефон', bad: '12345', message: 'Введіть коректний номер телефону', send: 'Залишити заявку' },
  // An island of an islands-mode page: it wakes when scrolled to.
  { path: '/contacts', island: 'pages/contacts/director-form.island', form: 'Повідомлення директору', field: 'Ваш e-mail', bad: 'olena@', message: 'Некоректна адреса електронної пошти', send: 'Надіслати повідомлення' },
];

for (const c of cases) {
  test(`${c.path}: the form shows without arktype, loads it on its first focus and says what is wrong`, async ({ page }) => {
    const arktype = arktypeChunk();
    const scripts = recordScripts(page);
    await page.goto(c.path);
    await hydrated(page);
    if (c.island) await islandReady(page, c.island);
    const form = page.getByRole('form', { name: c.form });
    await expect(form).toBeVisible();
    // The form has done what it does as it shows (it fetches the queue panel's code), and the page is idle.
    await expect.poll(() => scripts.some((p) => /\/outbox-panel-[^/]*\.js$/.test(p))).toBe(true);
    await scriptsSettled(page, scripts);
    expect(scripts).not.toContain(arktype);

    const field = form.getByRole('textbox', { name: c.field });
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === arktype);
    await field.focus();
    expect((await loaded).ok()).toBe(true);
    await field.fill(c.bad);
    await form.getByRole('button', { name: c.send }).click();
    await expect(form.getByText(c.message)).toBeVisible();
  });
}

// Pages with a form a click away (a modal, the coverage check's request) load arktype with it, not at start.
for (const path of ['/cover', '/vacancies', '/vacancies/1', '/tariffs/privat']) {
  test(`${path}: no arktype at start`, async ({ page }) => {
    const arktype = arktypeChunk();
    const scripts = recordScripts(page);
    await page.goto(path);
    await hydrated(page);
    await scriptsSettled(page, scripts);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(arktype);
  });
}
