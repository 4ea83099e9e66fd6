/**
 * The tariff constructor on /tariffs, in Chromium against the real server: the total per 30
 * days follows the rules the content API serves as the visitor changes the choice, a combination
 * discount appears with its reason when it qualifies and goes when it does not, and "Connect"
 * queues a call-back carrying the choice.
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { openSqlite } from '../../server/db/sqlite';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, islandReady, test } from './fixtures';

type Lang = 'uk' | 'ru';
interface Rule {
  kind: 'speed' | 'sweet_tv' | 'megogo' | 'service' | 'discount';
  position: number;
  code: string;
  price?: number;
  speed_mbps?: number;
  partners?: number;
  min_speed_mbps?: number;
  percent?: number;
  amount?: number;
  translations: { languages_code: string; name: string; description: string }[];
}

const words = {
  uk: {
    path: '/tariffs',
    region: 'Конструктор тарифу',
    speed: 'Швидкість інтернету',
    sweet: 'Пакет SWEET.TV',
    megogo: 'Підписка MEGOGO',
    services: 'Додаткові послуги',
    noSweet: 'Без SWEET.TV',
    noMegogo: 'Без MEGOGO',
    total: 'Разом за 30 днів',
    applies: 'Діє для вашого вибору',
    discount: (name: string) => `Знижка «${name}»`,
    connect: 'Підключитися',
  },
  ru: {
    path: '/ru/tariffs',
    region: 'Конструктор тарифа',
    speed: 'Скорость интернета',
    sweet: 'Пакет SWEET.TV',
    megogo: 'Подписка MEGOGO',
    services: 'Дополнительные услуги',
    noSweet: 'Без SWEET.TV',
    noMegogo: 'Без MEGOGO',
    total: 'Итого за 30 дней',
    applies: 'Действует для вашего выбора',
    discount: (name: string) => `Скидка «${name}»`,
    connect: 'Подключиться',
  },
};

const intl: Record<Lang, string> = { uk: 'uk-UA', ru: 'ru-UA' };
/** "1 068 грн" as the page prints it (the same in both languages). */
const uah = (lang: Lang, n: number) => `${new Intl.NumberFormat(intl[lang]).format(n)} грн`;
const name = (r: Rule, lang: Lang) => r.translations.find((t) => t.languages_code === lang)?.name ?? '';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Speed as the page words it: "300 Мбіт/с", "2,5 Гбіт/с". */
const speedName = (lang: Lang, mbps: number) =>
  mbps < 1000 ? `${mbps} ${lang === 'uk' ? 'Мбіт/с' : 'Мбит/с'}` : `${new Intl.NumberFormat(intl[lang], { maximumFractionDigits: 1 }).format(mbps / 1000)} ${lang === 'uk' ? 'Гбіт/с' : 'Гбит/с'}`;

/**
 * The rules as the content API serves them: partner TV and discounts from the constructor's
 * collection, every home tariff's speed (priced as its cheapest tariff) and the monthly services.
 */
async function readRules(page: Page) {
  const get = async <T>(path: string) => {
    const res = await page.request.get(path);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: T[] }).data;
  };
  const items = await get<Rule>('/content/items/tariff_constructor?limit=-1&sort=position');
  const tariffs = await get<{ speed: number; cost: number; type_tp: string }>('/content/items/internet_tariffs?limit=-1&sort=sort');
  const services = await get<Rule & { key: string; price_unit: string }>('/content/items/services?limit=-1&sort=position&filter[is_active][_eq]=true');
  const home = tariffs.filter((t) => t.type_tp !== 'business');
  const speeds: Rule[] = [...new Set(home.map((t) => t.speed))]
    .sort((a, b) => a - b)
    .map((mbps, i) => ({
      kind: 'speed',
      position: i,
      code: String(mbps),
      speed_mbps: mbps,
      price: Math.min(...home.filter((t) => t.speed === mbps).map((t) => t.cost)),
      translations: (['uk', 'ru'] as const).map((l) => ({ languages_code: l, name: speedName(l, mbps), description: '' })),
    }));
  const of = (kind: Rule['kind']) => items.filter((i) => i.kind === kind);
  const monthly = services.filter((s) => s.price_unit === 'month').map((s) => ({ ...s, kind: 'service' as const, code: s.key }));
  return { speeds, sweetTv: of('sweet_tv'), megogo: of('megogo'), services: monthly, discounts: of('discount') };
}
type Rules = Awaited<ReturnType<typeof readRules>>;

interface Choice {
  speed: Rule;
  sweetTv: Rule | null;
  megogo: Rule | null;
  services: Rule[];
}

/** What the content's rules say a choice costs: the sum, and the rule saving most among those it meets. */
function expected(rules: Rules, c: Choice) {
  const subtotal = [c.speed, c.sweetTv, c.megogo, ...c.services].reduce((sum, r) => sum + (r?.price ?? 0), 0);
  const partners = Number(c.sweetTv !== null) + Number(c.megogo !== null);
  let best: { rule: Rule; saving: number } | null = null;
  for (const rule of rules.discounts) {
    if (partners < (rule.partners ?? 0) || (c.speed.speed_mbps ?? 0) < (rule.min_speed_mbps ?? 0)) continue;
    const saving = Math.min(subtotal, rule.percent !== undefined ? Math.round((subtotal * rule.percent) / 100) : (rule.amount ?? 0));
    if (!best || saving > best.saving) best = { rule, saving };
  }
  return { subtotal, discount: best, total: subtotal - (best?.saving ?? 0) };
}

async function openConstructor(page: Page, lang: Lang): Promise<Locator> {
  await page.goto(words[lang].path);
  await hydrated(page);
  // An islands-mode page: the constructor renders once its box comes near the viewport.
  await islandReady(page, 'pages/tariffs/constructor/constructor-view.island');
  const region = page.getByRole('region', { name: words[lang].region });
  await expect(region.getByRole('group', { name: words[lang].speed })).toBeVisible();
  return region;
}

/** Picks a radio option of a group by the option's name (its label starts with it). */
async function pick(region: Locator, group: string, optionName: string) {
  await region.getByRole('group', { name: group }).getByRole('radio', { name: new RegExp(`^${escape(optionName)}(\\s|$)`) }).check();
}

async function expectQuote(region: Locator, lang: Lang, rules: Rules, c: Choice) {
  const w = words[lang];
  const e = expected(rules, c);
  const status = region.getByRole('status');
  await expect(status).toContainText(w.total);
  await expect(status).toContainText(uah(lang, e.total));
  const discount = region.getByTestId('constructor-discount');
  const summary = region.getByRole('complementary');
  if (e.discount) {
    await expect(discount).toBeVisible();
    await expect(discount).toContainText(w.discount(name(e.discount.rule, lang)));
    await expect(discount).toContainText(`−${uah(lang, e.discount.saving)}`);
    // Why: the rule's share and its condition, as the content words it.
    const off = e.discount.rule.percent !== undefined ? `${e.discount.rule.percent} %` : uah(lang, e.discount.rule.amount ?? 0);
    await expect(discount).toContainText(off);
    await expect(discount).toContainText(e.discount.rule.translations.find((t) => t.languages_code === lang)?.description ?? '');
    await expect(status).toContainText(uah(lang, e.subtotal));
    await expect(region.getByRole('listitem').filter({ hasText: w.applies })).toHaveCount(1);
    await expect(region.getByRole('listitem').filter({ hasText: w.applies })).toContainText(name(e.discount.rule, lang));
  } else {
    await expect(discount).toHaveCount(0);
    await expect(region.getByText(w.applies)).toHaveCount(0);
  }
  // The summary lists what was chosen.
  for (const r of [c.speed, c.sweetTv, c.megogo, ...c.services]) if (r) await expect(summary).toContainText(name(r, lang));
}

for (const lang of ['uk', 'ru'] as const) {
  test(`${lang}: the total follows the content's rules, and the discount comes and goes with the combination`, async ({ page }) => {
    const w = words[lang];
    const rules = await readRules(page);
    const region = await openConstructor(page, lang);
    const [first, ...others] = rules.speeds;
    // The slowest speed a speed rule asks for: there its fixed amount beats the percentage.
    const minSpeed = Math.max(0, ...rules.discounts.map((r) => r.min_speed_mbps ?? 0));
    const fastest = rules.speeds.find((s) => (s.speed_mbps ?? 0) >= minSpeed) ?? (rules.speeds.at(-1) as Rule);
    if (!first || !others.length) throw new Error('the content offers fewer than two speeds');

    // Internet alone: its price, no discount.
    await pick(region, w.speed, name(first, lang));
    const c: Choice = { speed: first, sweetTv: null, megogo: null, services: [] };
    await expectQuote(region, lang, rules, c);

    // A partner's TV package: the one-partner rule applies.
    c.sweetTv = rules.sweetTv[1] ?? null;
    await pick(region, w.sweet, name(c.sweetTv as Rule, lang));
    expect(expected(rules, c).discount).not.toBeNull();
    await expectQuote(region, lang, rules, c);

    // The second partner too, and a service: a larger rule.
    c.megogo = rules.megogo.at(-1) ?? null;
    await pick(region, w.megogo, name(c.megogo as Rule, lang));
    c.services = [rules.services[0] as Rule];
    await region.getByRole('group', { name: w.services }).getByRole('checkbox', { name: new RegExp(`^${escape(name(c.services[0] as Rule, lang))}`) }).check();
    await expectQuote(region, lang, rules, c);
    const withBoth = expected(rules, c).discount?.rule.code;

    // The fastest speed with both partners: a rule for that speed may save more.
    c.speed = fastest;
    await pick(region, w.speed, name(fastest, lang));
    await expectQuote(region, lang, rules, c);
    if (rules.discounts.some((r) => r.min_speed_mbps)) expect(expected(rules, c).discount?.rule.code).not.toBe(withBoth);

    // No TV at all: the discount goes, the service stays in the total.
    await pick(region, w.sweet, w.noSweet);
    await pick(region, w.megogo, w.noMegogo);
    c.sweetTv = null;
    c.megogo = null;
    await expectQuote(region, lang, rules, c);
  });
}

test('offers every speed the tariffs offer and the subscribers\' monthly services, in both languages', async ({ page }) => {
  const rules = await readRules(page);
  expect(rules.speeds.map((r) => r.speed_mbps)).toEqual(expect.arrayContaining([200, 2500]));
  for (const lang of ['uk', 'ru'] as const) {
    const w = words[lang];
    const region = await openConstructor(page, lang);
    const speeds = region.getByRole('group', { name: w.speed }).getByRole('radio');
    await expect(speeds).toHaveCount(rules.speeds.length);
    for (const r of rules.speeds) await expect(region.getByRole('group', { name: w.speed }).getByRole('radio', { name: new RegExp(`^${escape(name(r, lang))}(\\s|$)`) })).toHaveCount(1);
    const services = region.getByRole('group', { name: w.services }).getByRole('checkbox');
    await expect(services).toHaveCount(rules.services.length);
    for (const r of rules.services) await expect(region.getByRole('group', { name: w.services }).getByRole('checkbox', { name: new RegExp(`^${escape(name(r, lang))}`) })).toHaveCount(1);
  }
});

test('the constructor has no accessibility violations at 375 and 1280 px, with and without a discount', async ({ page }) => {
  test.setTimeout(60_000);
  for (const lang of ['uk', 'ru'] as const) {
    const w = words[lang];
    await page.setViewportSize({ width: 375, height: 900 });
    const region = await openConstructor(page, lang);
    await expectNoAxeViolations(page);
    await pick(region, w.sweet, name((await readRules(page)).sweetTv[0] as Rule, lang));
    await expect(region.getByTestId('constructor-discount')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test('the constructor loads after the page, in a box that keeps its height', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/constructor-view-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tariffs');
  await hydrated(page);
  const frame = page.locator('#constructor');
  // Reached: its island wakes and waits for the held chunk.
  await frame.locator('[data-island]').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(frame.locator('[data-island]')).toHaveAttribute('data-island-state', 'loading');
  const before = (await frame.boundingBox())?.height ?? 0;
  await expect(page.getByRole('region', { name: words.uk.region })).toHaveCount(0);
  release();
  await expect(page.getByRole('region', { name: words.uk.region })).toBeVisible();
  const after = (await frame.boundingBox())?.height ?? 0;
  expect(before).toBeGreaterThan(0);
  // Within a tenth of its height: what follows it barely moves when it arrives.
  expect(Math.abs(after - before)).toBeLessThan(after / 10);
});

/** The call-back form's draft as kept on the device (idb-keyval's default store). */
function draftName(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('form-draft:callback');
          get.onsuccess = () => resolve((get.result as { fullname?: string } | undefined)?.fullname ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

const dbFile = join('test-results', 'e2e-data', 'site.db');
function storedInfo(phone: string): string[] {
  const db = openSqlite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT payload FROM submissions WHERE kind = 'callback' AND instr(payload, ?) > 0").all(phone) as { payload: string }[];
    return rows.map((r) => String((JSON.parse(r.payload) as { additional_info?: string }).additional_info ?? ''));
  } finally {
    db.close();
  }
}

for (const [lang, offline] of [
  ['uk', false],
  ['ru', true],
] as const) {
  test(`${lang}: "connect" ${offline ? 'queues offline and delivers' : 'sends'} a call-back carrying the choice`, async ({ page, context }) => {
    const w = words[lang];
    const rules = await readRules(page);
    const region = await openConstructor(page, lang);
    // A total under 1 000 UAH: the page's and Intl's thousands separators need not agree.
    const speed = rules.speeds.filter((s) => (s.price ?? 0) < 500).at(-1) as Rule;
    const sweet = rules.sweetTv[0] as Rule;
    const withIp = rules.services.find((s) => (s as { callback_service?: string }).callback_service === 'white_ip') as Rule;
    const other = rules.services.find((s) => s !== withIp) as Rule;
    await pick(region, w.speed, name(speed, lang));
    await pick(region, w.sweet, name(sweet, lang));
    for (const s of [withIp, other]) await region.getByRole('checkbox', { name: new RegExp(`^${escape(name(s, lang))}`) }).check();
    const { total } = expected(rules, { speed, sweetTv: sweet, megogo: null, services: [withIp, other] });
    const dialog = page.locator('dialog[open]');
    const visitor = lang === 'uk' ? 'Олена Петрівна' : 'Елена Петровна';
    const nameField = dialog.getByLabel(lang === 'uk' ? 'Ваше імʼя' : 'Ваше имя');

    // A draft kept from an earlier visit to the form: its name stays, its tariff gives way to the choice.
    await page.getByRole('banner').getByRole('link', { name: w.connect }).click();
    await nameField.fill(visitor);
    await dialog.getByRole('combobox', { name: 'Тариф' }).selectOption({ index: 1 });
    await expect.poll(() => draftName(page)).toBe(visitor);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await region.getByRole('button', { name: w.connect }).click();
    await expect(dialog.locator('form')).toBeVisible();
    await expect(nameField).toHaveValue(visitor);
    // The form starts with the choice: the composed tariff, the speed, the service it knows.
    const tariff = dialog.getByRole('combobox', { name: 'Тариф' });
    const tariffText = await tariff.inputValue();
    for (const part of [name(speed, lang), `SWEET.TV «${name(sweet, lang)}»`, name(other, lang), uah(lang, total)]) expect(tariffText).toContain(part);
    expect(tariffText).not.toContain(name(withIp, lang));
    await expect(dialog.getByRole('combobox', { name: lang === 'uk' ? 'Швидкість' : 'Скорость' })).toHaveValue(name(speed, lang));
    await expect(dialog.getByRole('checkbox', { name: lang === 'uk' ? 'Біла (статична) IP-адреса' : 'Белый (статический) IP-адрес' })).toBeChecked();
    if (!offline) await expectNoAxeViolations(page);

    const phone = `067${String(randomInt(1_000_000, 9_999_999))}`;
    await dialog.getByRole('textbox', { name: 'Телефон' }).fill(phone);
    await dialog.getByLabel(lang === 'uk' ? /погоджуюся/ : /соглашаюсь/).check();
    if (offline) {
      // The queue panel's code (its CSS, then its script) arrives while online (forms.spec.ts: panelLoaded).
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/outbox-panel-[^/]*\.js$/.test(e.name)));
      await context.setOffline(true);
    }
    await dialog.getByRole('button', { name: lang === 'uk' ? 'Замовити дзвінок' : 'Заказать звонок' }).click();
    if (offline) {
      await expect(dialog.getByText(/Сейчас нет соединения/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('outbox').getByText('Ожидают отправки: 1')).toBeVisible();
      expect(storedInfo(`+38${phone}`)).toEqual([]);
      await context.setOffline(false);
    }
    await expect(page.getByRole('dialog').getByText(lang === 'uk' ? /Заявку отримано/ : /Заявка получена/)).toBeVisible({ timeout: 20_000 });
    const [info, ...more] = storedInfo(`+38${phone}`);
    expect(more).toEqual([]);
    expect(info).toContain(tariffText);
    expect(info).toContain(name(speed, lang));
    expect(info).toContain(lang === 'uk' ? 'Біла (статична) IP-адреса' : 'Белый (статический) IP-адрес');
  });
}
