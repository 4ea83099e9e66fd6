import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, root, startServer } from '../support/server';

interface Suggestion {
  id: number;
  name: string;
  type: string;
  locality: string;
  locality_name: string;
  full: string;
}
interface Unit {
  id: number;
  status: string;
  locality: string;
  type: string;
  name_ukr: string;
  name_ru: string;
}
type Body = { data?: Suggestion[]; errors?: { message: string }[] };

const units = JSON.parse(readFileSync(join(root, 'content', 'address_units.json'), 'utf8')) as Unit[];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function suggest(name: string | null, lang?: string, base = server.url) {
  const res = await fetch(`${base}/api/v1/address_unit/${name === null ? '' : `?name=${encodeURIComponent(name)}`}`, {
    headers: lang === undefined ? {} : { 'accept-language': lang },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
}
const data = async (name: string, lang?: string) => {
  const { status, body } = await suggest(name, lang);
  expect(status).toBe(200);
  return body.data ?? [];
};
const fulls = async (name: string, lang?: string) => (await data(name, lang)).map((s) => s.full);

describe('street suggestions', () => {
  it('answer the street in the request language with its locality and the full address', async () => {
    expect(await data('перемоги')).toEqual([
      { id: expect.any(Number), name: 'вул. Перемоги', type: 'street', locality: 'zaporizhzhia', locality_name: 'Запоріжжя', full: 'м. Запоріжжя, вул. Перемоги' },
      {
        id: expect.any(Number),
        name: 'вул. Перемоги',
        type: 'street',
        locality: 'novoaleksandrovka',
        locality_name: 'Новоолександрівка',
        full: 'с. Новоолександрівка, вул. Перемоги',
      },
    ]);
    expect(await data('перемоги', 'ru')).toMatchObject([
      { name: 'ул. Победы', locality_name: 'Запорожье', full: 'г. Запорожье, ул. Победы' },
      { name: 'ул. Победы', locality_name: 'Новоалександровка', full: 'с. Новоалександровка, ул. Победы' },
    ]);
    expect(await fulls('Оріхівське')).toEqual(['м. Запоріжжя, Оріхівське шосе']);
    expect(await fulls('Кушугум, Зоряна', 'ru')).toEqual(['пос. Кушугум, ул. Звёздная']);
  });

  it('put the regional capital first, then sort alphabetically in the language of the answer', async () => {
    expect(await fulls('центральн')).toEqual([
      'м. Запоріжжя, бульв. Центральний',
      'сел. Балабине, вул. Центральна',
      'с. Веселянка, вул. Центральна',
      'с. Григорівка, вул. Центральна',
      'с. Іванівка, вул. Центральна',
      'сел. Кушугум, вул. Центральна',
      'с. Лежине, вул. Центральна',
      'с. Наталівка, вул. Центральна',
      'с. Новоолександрівка, вул. Центральна',
      'с. Новооленівка, вул. Центральна',
    ]);
    expect(await fulls('центральн', 'ru')).toEqual([
      'г. Запорожье, бул. Центральный',
      'пос. Балабино, ул. Центральная',
      'с. Веселянка, ул. Центральная',
      'с. Григорьевка, ул. Центральная',
      'с. Ивановка, ул. Центральная',
      'пос. Кушугум, ул. Центральная',
      'с. Лежино, ул. Центральная',
      'с. Натальевка, ул. Центральная',
      'с. Новоалександровка, ул. Центральная',
      'с. Новоеленовка, ул. Центральная',
    ]);
    // Streets of the capital and of the villages mixed in one answer: the capital's come first.
    const shkilna = await data('шкільн');
    const firstVillage = shkilna.findIndex((s) => s.locality !== 'zaporizhzhia');
    expect(firstVillage).toBeGreaterThan(0);
    expect(shkilna.slice(firstVillage).every((s) => s.locality !== 'zaporizhzhia')).toBe(true);
    const bare = (s: Suggestion) => s.name.replace(/^(вул|пров|просп|бульв|ул|пер|бул)\. /, '');
    const capital = shkilna.slice(0, firstVillage).map(bare);
    expect(capital).toEqual([...capital].sort(new Intl.Collator('uk').compare));
  });

  it('give at most 20, in order, when more streets match', async () => {
    const matching = units.filter((u) => u.locality === 'zaporizhzhia' && /ськ/i.test(u.name_ukr));
    expect(matching.length).toBeGreaterThan(20);
    const found = await data('ськ');
    expect(found).toHaveLength(20);
    expect(found.every((s) => s.locality === 'zaporizhzhia')).toBe(true);
    const names = found.map((s) => s.name.replace(/^\S+ /, ''));
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));
    const expected = matching.map((u) => u.name_ukr).sort(new Intl.Collator('uk').compare).slice(0, 20);
    expect(names).toEqual(expected);
  });

  it('match Ukrainian and Russian names whatever the case and the language of the answer', async () => {
    const want = ['м. Запоріжжя, вул. Перемоги', 'с. Новоолександрівка, вул. Перемоги'];
    for (const text of ['ПЕРЕМОГИ', 'пЕрЕмОгИ', 'Победы', 'ПОБЕДЫ', 'Перем']) expect(await fulls(text)).toEqual(want);
    expect(await fulls('незалежної', 'ru')).toEqual(['г. Запорожье, ул. Независимой Украины']);
    expect(await fulls('зелёная')).toEqual(await fulls('зеленая'));
    expect(await fulls('зеленая')).toContain('м. Запоріжжя, вул. Зелена');
    // A Latin "i" typed for the Ukrainian "і".
    expect(await fulls('Незалежноi')).toEqual(['м. Запоріжжя, вул. Незалежної України']);
  });

  it('take the language from Accept-Language (uk or ru), Ukrainian otherwise', async () => {
    const first = async (lang?: string) => (await data('соборн', lang))[0]?.name;
    expect(await first()).toBe('просп. Соборний');
    expect(await first('uk-UA,uk;q=0.9')).toBe('просп. Соборний');
    expect(await first('ru-RU,ru;q=0.9,en;q=0.8')).toBe('просп. Соборный');
    expect(await first('en-US,en;q=0.9')).toBe('просп. Соборний');
    expect(await first('en, ru;q=0.5, uk;q=0.4')).toBe('просп. Соборный');
    expect(await first('ru;q=0.3, uk;q=0.8')).toBe('просп. Соборний');
    expect(await first('de;q=nonsense, ru;q=0')).toBe('просп. Соборний');
  });

  it('treat the apostrophe variants and a missing apostrophe alike', async () => {
    const zaitseva = ["В'ячеслава Зайцева", 'Вʼячеслава Зайцева', 'В’ячеслава Зайцева', 'В‘ячеслава зайцева', 'Вячеслава Зайцева'];
    for (const text of zaitseva) expect(await fulls(text)).toEqual(['м. Запоріжжя, вул. В’ячеслава Зайцева']);
    expect((await fulls("в'ячеслава")).sort()).toEqual(['м. Запоріжжя, вул. В’ячеслава Зайцева', 'м. Запоріжжя, вул. В’ячеслава Радіонова'].sort());
    for (const text of ["Солов'яненка", 'Соловʼяненка', 'Соловяненка']) expect(await fulls(text)).toEqual(['м. Запоріжжя, вул. Анатолія Солов’яненка']);
  });

  it('ignore the street-type word, before or after the name, in full or abbreviated', async () => {
    const want = ['м. Запоріжжя, вул. Перемоги', 'с. Новоолександрівка, вул. Перемоги'];
    for (const text of ['вулиця Перемоги', 'вул. Перемоги', 'вул.Перемоги', 'Перемоги вул.', 'ул. Победы', 'улица победы']) expect(await fulls(text)).toEqual(want);
    for (const text of ['проспект Соборний', 'просп. Соборний', 'пр-т Соборный', 'вулиця Соборний']) expect(await fulls(text)).toEqual(['м. Запоріжжя, просп. Соборний']);
    for (const text of ['Оріхівське шосе', 'Ореховское шоссе', 'шосе Оріхівське']) expect(await fulls(text)).toEqual(['м. Запоріжжя, Оріхівське шосе']);
    // The type word does not narrow the answer: Kushuhum's street of the same name comes too.
    expect(await fulls('бульвар Шевченка')).toEqual(['м. Запоріжжя, бульв. Шевченка', 'сел. Кушугум, вул. Тараса Шевченка']);
    expect(await fulls('провулок Лірний')).toEqual(['м. Запоріжжя, пров. Лірний']);
    // The type word alone lists streets of that type.
    const highways = units.filter((u) => u.type === 'highway').length;
    expect(await data('шосе')).toHaveLength(highways);
    expect((await data('проспект')).every((s) => s.type === 'avenue')).toBe(true);
  });

  it('find the one street of a picked suggestion (locality, street)', async () => {
    expect(await fulls('м. Запоріжжя, вул. Перемоги')).toEqual(['м. Запоріжжя, вул. Перемоги']);
    expect(await fulls('с. Новоолександрівка, вул. Перемоги')).toEqual(['с. Новоолександрівка, вул. Перемоги']);
    expect(await fulls('г. Запорожье, ул. Победы', 'ru')).toEqual(['г. Запорожье, ул. Победы']);
    expect(await fulls('Новоалександровка, Победы')).toEqual(['с. Новоолександрівка, вул. Перемоги']);
  });

  it('answer an empty list when nothing matches', async () => {
    expect(await data('Хрещатик')).toEqual([]);
    expect(await data('zz')).toEqual([]);
    expect(await data('x'.repeat(100))).toEqual([]);
  });

  it('are cacheable for a short time, per language', async () => {
    const { headers } = await suggest('перемоги', 'ru');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('vary')?.toLowerCase()).toContain('accept-language');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuse a missing, repeated, too short or too long name with 400 and a reason', async () => {
    const bad = ['', '?name=', '?name=a', '?name=%20a%20', '?name=%20%20%20', `?name=${'я'.repeat(101)}`, '?name=ab&name=cd', '?name[x]=ab', '?nam=перемоги'];
    for (const query of bad) {
      for (const lang of ['uk', 'ru']) {
        const res = await fetch(`${server.url}/api/v1/address_unit/${query}`, { headers: { 'accept-language': lang } });
        expect(res.status, query).toBe(400);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = (await res.json()) as Body;
        const message = body.errors?.[0]?.message ?? '';
        expect(message.length, query).toBeGreaterThan(10);
        expect(message).toMatch(lang === 'ru' ? /[ыэъ]|Укажите|должен/ : /[іїєґ]/);
      }
    }
    expect((await suggest('a')).body.errors?.[0]?.message).toBe('Назва вулиці має містити щонайменше 2 символи');
    expect((await suggest('я'.repeat(101), 'ru')).body.errors?.[0]?.message).toBe('Название улицы должно содержать не более 100 символов');
    // Exactly at the limits is fine.
    expect((await suggest('ав')).status).toBe(200);
    expect((await suggest('я'.repeat(100))).status).toBe(200);
  });

  it('never fail on malformed input', async () => {
    const odd = ['?name=%E0%A4%A', '?name=%', '?name=%00%00', '?name=%F0%9F%98%80%F0%9F%98%80', `?name=${'%D1%8F'.repeat(2000)}`, '?name=\u0000ab'];
    for (const query of odd) {
      const res = await fetch(`${server.url}/api/v1/address_unit/${query}`);
      expect(res.status, query).toBeLessThan(500);
      expect([200, 400]).toContain(res.status);
    }
  });
});

describe('street suggestions from other content', () => {
  let other: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'zorianet-units-'));
    cpSync(join(root, 'content'), dir, { recursive: true });
    const drafted = units.map((u) => (u.name_ukr === 'Перемоги' && u.locality !== 'zaporizhzhia' ? { ...u, status: 'draft' } : u));
    writeFileSync(join(dir, 'address_units.json'), JSON.stringify(drafted));
    other = await startServer({ CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await other?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leave out streets that are not published', async () => {
    const { body } = await suggest('перемоги', 'uk', other.url);
    expect(body.data?.map((s) => s.full)).toEqual(['м. Запоріжжя, вул. Перемоги']);
  });

  it('are rate-limited per address with 429 and a reason', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await suggest('соборн', 'uk', other.url)).status);
    // One request was already made by the test above.
    expect(statuses.filter((s) => s === 200)).toHaveLength(119);
    expect(statuses.slice(119).every((s) => s === 429)).toBe(true);
    const res = await fetch(`${other.url}/api/v1/address_unit/?name=${encodeURIComponent('соборн')}`, { headers: { 'accept-language': 'ru' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as Body).errors?.[0]?.message).toBe('Слишком много запросов с вашего адреса. Попробуйте через минуту');
  });
});
