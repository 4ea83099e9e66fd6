/**
 * A battery of keys that name an object's prototype (__proto__, constructor, prototype), sent
 * everywhere a client names keys: content query parameters (bracket and JSON forms), paths,
 * form JSON bodies and multipart field names. Afterwards the same server must answer pages,
 * content, health and every form exactly as before: a write onto Object.prototype in the
 * server process shows up there (the forms answered 500 until restart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';
import { goodVacancy, pdf, sendJson, sendVacancy, vacancyForm } from '../support/forms';

const callback = { fullname: 'Олена Петрівна', phone: '067 123 45 67', address: 'вул. Перемоги, буд. 12', additional_info: 'Тариф: Для квартири', consent: true };
const connect = { address: 'вул. Незалежної України', house: '7а', flat: '15', phone: '0501234567', consent: true };
const director = { email: 'client@example.com', text: 'Дякую за швидке підключення!', consent: true };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CAPTCHA_MAX_COUNTER: '300', FORM_RATE_LIMIT: '1000/60' });
});
afterAll(() => server?.stop());

const json = (text: string) => encodeURIComponent(text);
const contentQueries = [
  'filter[__proto__][_eq]=x',
  'filter[__proto__][polluted]=x',
  'filter[constructor][prototype][_eq]=x',
  'filter[constructor][prototype][polluted]=x',
  'filter[prototype][_eq]=x',
  'filter[status][__proto__]=x',
  'filter[_or][0][__proto__][_eq]=x',
  'filter[_and][0][constructor][prototype][_eq]=x',
  'filter[_or][0][_and][0][prototype][_eq]=x',
  'filter[_or][__proto__][status][_eq]=x',
  'fields=__proto__',
  'fields=constructor.prototype',
  'fields=id,translations.__proto__',
  'sort=__proto__',
  'sort=-constructor',
  'aggregate[__proto__]=id',
  'aggregate[constructor][prototype]=id',
  'aggregate[min]=__proto__',
  'aggregate[max]=constructor',
  'deep[__proto__][_limit]=1',
  'deep[translations][constructor][prototype][polluted]=1',
  '__proto__[polluted]=x',
  'constructor[prototype][polluted]=x',
  'prototype=x',
  `filter=${json('{"__proto__":{"_eq":"x"}}')}`,
  `filter=${json('{"__proto__":{"polluted":"x"}}')}`,
  `filter=${json('{"constructor":{"prototype":{"_eq":"x"}}}')}`,
  `filter=${json('{"status":{"__proto__":{"polluted":"x"}}}')}`,
  `filter=${json('{"_or":[{"__proto__":{"_eq":"x"}}]}')}`,
  `filter=${json('{"_and":[{"_or":[{"prototype":{"_eq":"x"}}]}]}')}`,
  `aggregate=${json('{"__proto__":["id"]}')}`,
  `aggregate=${json('{"min":["__proto__"]}')}`,
  `aggregate=${json('{"constructor":{"prototype":"id"}}')}`,
  `deep=${json('{"__proto__":{"_limit":1}}')}`,
];
const contentPaths = [
  ...contentQueries.map((q) => `/content/items/faq?${q}`),
  ...contentQueries.slice(0, 4).map((q) => `/content/items/faq/1?${q}`),
  '/content/items/__proto__',
  '/content/items/constructor',
  '/content/items/faq/__proto__',
  '/content/items/faq/constructor',
  '/content/fields/__proto__',
  '/content/fields/prototype',
  '/content/assets/adv-tv.svg?__proto__[polluted]=x',
  '/content/assets/adv-tv.svg?constructor[prototype][polluted]=x',
];

const polluting = (body: Record<string, unknown>) => [
  `{"__proto__":{"polluted":"yes","_eq":"x","status":"x"},${JSON.stringify(body).slice(1)}`,
  `{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(body).slice(1)}`,
  `{"prototype":{"polluted":"yes"},${JSON.stringify(body).slice(1)}`,
];

interface Snapshot {
  pages: { path: string; status: number; type: string | null; title: string | undefined }[];
  content: { path: string; status: number; body: string }[];
  health: { status: number; body: unknown };
}

async function snapshot(): Promise<Snapshot> {
  const pages = [];
  for (const path of ['/', '/ru', '/faq', '/ru/faq']) {
    const res = await fetch(server.url + path);
    const html = await res.text();
    pages.push({ path, status: res.status, type: res.headers.get('content-type'), title: /<title>([^<]*)<\/title>/.exec(html)?.[1] });
  }
  const content = [];
  for (const path of [
    '/content/items/faq?filter[status][_eq]=published&sort=id',
    '/content/items/phones?fields=id,code&filter[_or][0][code][_eq]=050&filter[_or][1][code][_eq]=063',
    '/content/items/phones?aggregate[min]=position&aggregate[max]=position',
    '/content/fields/faq',
  ]) {
    const res = await fetch(server.url + path);
    content.push({ path, status: res.status, body: await res.text() });
  }
  const health = await fetch(`${server.url}/healthz`);
  return { pages, content, health: { status: health.status, body: await health.json() } };
}

describe('keys that name a prototype', () => {
  it('are refused everywhere and leave pages, content, health and every form as they were', async () => {
    const before = await snapshot();
    expect(before.pages.every((p) => p.status === 200 && p.type?.startsWith('text/html') && p.title)).toBe(true);
    expect(before.content.every((c) => c.status === 200)).toBe(true);
    expect(before.health).toMatchObject({ status: 200, body: { status: 'ok' } });

    // Content: every such key is refused with a reason.
    for (const path of contentPaths) {
      const res = await fetch(server.url + path);
      expect([400, 403, 404], path).toContain(res.status);
      const body = (await res.json()) as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message, path).toMatch(/\w{4,}/);
    }
    // The content query names the offending key.
    const refused = (await (await fetch(`${server.url}/content/items/faq?filter[__proto__][_eq]=x`)).json()) as { errors: { message: string }[] };
    expect(refused.errors[0]?.message).toContain('__proto__');

    // Form bodies and multipart field names with such keys: answered, never a server error.
    for (const [kind, body] of [['callback', callback], ['connect', connect], ['director', director]] as const) {
      for (const text of polluting(body)) {
        const res = await sendJson(server.url, kind, text);
        expect(res.status, `${kind} ${text.slice(0, 40)}`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${kind} ${text.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    for (const name of ['__proto__', '__proto__[polluted]', 'constructor[prototype][polluted]', 'constructor', 'prototype']) {
      const form = vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf, type: 'application/pdf' });
      form.append(name, 'yes');
      const res = await sendVacancy(server.url, form);
      expect(res.status, name).toBeGreaterThanOrEqual(200);
      expect(res.status, name).toBeLessThan(500);
    }

    // Afterwards: the same answers as before, and every form still takes a valid submission.
    expect(await snapshot()).toEqual(before);
    for (const [kind, body] of [['callback', callback], ['connect', connect], ['director', director]] as const) {
      const res = await sendJson(server.url, kind, body);
      expect(res.status, kind).toBe(201);
    }
    const vacancy = await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf, type: 'application/pdf' }));
    expect(vacancy.status).toBe(201);
  });
});
