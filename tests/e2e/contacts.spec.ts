import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, islandReady, test } from './fixtures';

type Lang = 'uk' | 'ru';
type Tr = { languages_code: string; name: string; address?: string; hours: string; description?: string };
type Phone = { code: string; number: string };
type Office = { position: number; phones: string[]; translations: Tr[] };
type Department = { position: number; phones: Phone[]; email: string; translations: Tr[] };
type Settings = { support_email: string; support_chat_url: string; telegram_bot_url: string; viber_bot_url: string };

const read = <T>(name: string) => JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as T;
const byPosition = <T extends { position: number }>(list: T[]) => [...list].sort((a, b) => a.position - b.position);
const phones = byPosition(read<(Phone & { position: number })[]>('phones'));
const offices = byPosition(read<Office[]>('offices'));
const departments = byPosition(read<Department[]>('departments'));
const settings = read<Settings[]>('settings')[0] as Settings;
const tr = (list: Tr[], lang: Lang) => list.find((t) => t.languages_code === lang) as Tr;
const tel = (p: Phone) => `tel:+38${p.code}${p.number.replace(/-/g, '')}`;
const label = (p: Phone) => `(${p.code}) ${p.number}`;
const officePhone = (text: string): Phone => ({ code: text.slice(0, 3), number: text.slice(4) });

const words = {
  uk: { title: 'Контакти', support: 'Служба підтримки', hours: 'Щодня, 0:00–24:00', offices: 'Офіси', departments: 'Відділи', director: 'Повідомлення директору', chat: 'Онлайн-чат', telegram: 'Telegram-бот', viber: 'Viber-бот', map: 'Показати на карті' },
  ru: { title: 'Контакты', support: 'Служба поддержки', hours: 'Ежедневно, 0:00–24:00', offices: 'Офисы', departments: 'Отделы', director: 'Сообщение директору', chat: 'Онлайн-чат', telegram: 'Telegram-бот', viber: 'Viber-бот', map: 'Показать на карте' },
};

async function expectContacts(page: Page, lang: Lang, scripts = true) {
  const w = words[lang];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);

  const support = page.getByRole('region', { name: w.support });
  await expect(support.getByText(w.hours, { exact: true })).toBeVisible();
  const supportPhones = support.getByRole('link', { name: /^\(\d{3}\) / });
  await expect(supportPhones).toHaveText(phones.map(label));
  for (const [i, p] of phones.entries()) await expect(supportPhones.nth(i)).toHaveAttribute('href', tel(p));
  await expect(support.getByRole('link', { name: settings.support_email })).toHaveAttribute('href', `mailto:${settings.support_email}`);
  await expect(support.getByRole('link', { name: w.chat })).toHaveAttribute('href', settings.support_chat_url);
  await expect(support.getByRole('link', { name: w.telegram })).toHaveAttribute('href', settings.telegram_bot_url);
  await expect(support.getByRole('link', { name: w.viber })).toHaveAttribute('href', settings.viber_bot_url);

  const officeList = page.getByRole('region', { name: w.offices });
  await expect(officeList.getByRole('heading', { level: 3 })).toHaveText(offices.map((o) => tr(o.translations, lang).name));
  for (const office of offices) {
    const t = tr(office.translations, lang);
    const card = officeList.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.name }) });
    await expect(card.getByText(t.address ?? '', { exact: true })).toBeVisible();
    await expect(card.getByText(t.hours, { exact: true })).toBeVisible();
    const links = card.getByRole('link', { name: /^\(\d{3}\) / });
    await expect(links).toHaveText(office.phones.map((text) => label(officePhone(text))));
    for (const [i, text] of office.phones.entries()) await expect(links.nth(i)).toHaveAttribute('href', tel(officePhone(text)));
    await expect(card.getByRole('link', { name: new RegExp(`^${w.map} ?: ${t.name}$`) })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  }

  const departmentList = page.getByRole('region', { name: w.departments });
  await expect(departmentList.getByRole('heading', { level: 3 })).toHaveText(departments.map((d) => tr(d.translations, lang).name));
  expect(departments).toHaveLength(3);
  for (const d of departments) {
    const t = tr(d.translations, lang);
    const card = departmentList.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.name }) });
    await expect(card.getByText(t.description ?? '', { exact: true })).toBeVisible();
    await expect(card.getByText(t.hours, { exact: true })).toBeVisible();
    const links = card.getByRole('link', { name: /^\(\d{3}\) / });
    await expect(links).toHaveText(d.phones.map(label));
    for (const [i, p] of d.phones.entries()) await expect(links.nth(i)).toHaveAttribute('href', tel(p));
    await expect(card.getByRole('link', { name: d.email })).toHaveAttribute('href', `mailto:${d.email}`);
  }

  // The director's form is an island: it loads once its section comes near (forms.spec.ts sends it).
  const director = page.locator('section#director');
  await expect(director.getByRole('heading', { level: 2 })).toHaveText(w.director);
  if (scripts) await islandReady(page, 'pages/contacts/director-form.island');
  await expect(director.getByRole('form', { name: w.director })).toHaveCount(scripts ? 1 : 0);
}

test('the contacts page in Ukrainian: support hours, numbers, chat and bots, offices, departments, the director', async ({ page }) => {
  await page.goto('/contacts');
  await hydrated(page);
  await expectContacts(page, 'uk');
  await expectNoAxeViolations(page);
});

test('the contacts page in Russian', async ({ page }) => {
  await page.goto('/ru/contacts');
  await hydrated(page);
  await expectContacts(page, 'ru');
  await expectNoAxeViolations(page);
});

test('the page renders on the server, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/contacts');
  await expectContacts(page, 'ru', false);
  await context.close();
});

test('opening it from the footer loads the page as a full page load (islands mode), and #director leads to the message section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/news');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Контакти' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expectContacts(page, 'uk');
  await expect(page).toHaveTitle('Контакти | ZoriaNet');
  // Both pages are islands pages: a link is a full page load, not the app's navigation.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

  await page.goto('/contacts#director');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Повідомлення директору' })).toBeInViewport();
});
