/**
 * The content API read by the Directus SDK's own REST client, as any Directus client would:
 * the SDK sends filter, aggregate and deep as JSON, plus search, offset and meta, and expects
 * Directus' answers (a singleton is an object, ping is text, health is application/health+json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aggregate, createDirectus, readItem, readItems, readSingleton, rest, serverHealth, serverInfo, serverPing } from '@directus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, root, startServer } from '../support/server';

interface Faq {
  id: number;
  status: string;
  category: number;
  position: number;
  question_ukr: string;
  question_ru: string;
}
const faq = (JSON.parse(readFileSync(join(root, 'content', 'faq.json'), 'utf8')) as Faq[]).filter((f) => f.status === 'published');
const settings = (JSON.parse(readFileSync(join(root, 'content', 'settings.json'), 'utf8')) as Record<string, unknown>[])[0];

let server: RunningServer;
let client: ReturnType<typeof connect>;
const connect = (url: string) => createDirectus(`${url}/content`).with(rest());

beforeAll(async () => {
  server = await startServer();
  client = connect(server.url);
});
afterAll(() => server?.stop());

/** What the SDK throws for an answer other than 2xx: the server's errors and the response. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (e) {
    const error = e as { errors?: { message: string }[]; response?: Response };
    return { status: error.response?.status ?? 0, message: error.errors?.[0]?.message ?? '' };
  }
  throw new Error('the request succeeded');
}

describe('the Directus SDK against the content API', () => {
  it('reads items with a JSON filter, sort, fields and limit', async () => {
    const rows = await client.request(
      readItems('phones', { fields: ['id', 'code'], filter: { position: { _gte: 2 }, operator: { _neq: 'lifecell' } }, sort: ['-position'], limit: 2 }),
    );
    expect(rows).toEqual([
      { id: 3, code: '050' },
      { id: 2, code: '067' },
    ]);
  });

  it('reads nested _and / _or filters', async () => {
    const rows = await client.request(
      readItems('faq', {
        fields: ['id'],
        filter: { _and: [{ _or: [{ category: { _eq: 1 } }, { category: { _eq: 3 } }] }, { position: { _lte: 2 } }] },
        sort: ['id'],
        limit: -1,
      }),
    );
    const expected = faq.filter((f) => (f.category === 1 || f.category === 3) && f.position <= 2).map((f) => ({ id: f.id }));
    expect(expected.length).toBeGreaterThan(1);
    expect(rows).toEqual(expected);
  });

  it('filters with _in, _between, _null and a nested field', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      (await client.request(readItems('phones', { fields: ['id'], filter, sort: ['id'] }))).map((r) => r.id as number);
    expect(await ids({ operator: { _in: ['kyivstar', 'city'] } })).toEqual([1, 2]);
    expect(await ids({ position: { _between: [2, 3] } })).toEqual([2, 3]);
    expect(await ids({ color: { _null: true } })).toEqual([]);
    expect(await ids({ color: { _nnull: true } })).toEqual([1, 2, 3, 4]);
    const slides = await client.request(readItems('slider', { fields: ['id'], filter: { translations: { title: { _icontains: 'швидкість' } } } }));
    expect(slides).toEqual([{ id: 4 }]);
  });

  it('searches, pages with offset, and reads meta counts', async () => {
    const term = 'роутер';
    const found = await client.request(readItems('faq', { fields: ['id'], search: term, sort: ['id'], limit: -1 }));
    const expected = faq
      .filter((f) => Object.values(f).some((v) => typeof v === 'string' && v.toLocaleLowerCase().includes(term)))
      .map((f) => ({ id: f.id }));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(faq.length);
    expect(found).toEqual(expected);

    const sorted = faq.map((f) => f.id).sort((a, b) => a - b);
    const window = await client.request(readItems('faq', { fields: ['id'], sort: ['id'], limit: 3, offset: 4 }));
    expect(window.map((r) => r.id)).toEqual(sorted.slice(4, 7));

    // The SDK hands back only data; meta is read from the same request over plain HTTP.
    const res = await fetch(`${server.url}/content/items/faq?fields=id&limit=2&meta=total_count,filter_count&filter=${encodeURIComponent('{"category":{"_eq":1}}')}`);
    const body = (await res.json()) as { data: unknown[]; meta: unknown };
    expect(body.data).toHaveLength(2);
    expect(body.meta).toEqual({ total_count: faq.length, filter_count: faq.filter((f) => f.category === 1).length });
  });

  it('aggregates with the JSON form', async () => {
    const [result] = await client.request(aggregate('phones', { aggregate: { min: ['position'], max: 'position', count: '*' } }));
    expect(result).toEqual({ min: { position: 1 }, max: { position: 4 }, count: 4 });
    const [filtered] = await client.request(aggregate('faq', { aggregate: { count: ['id'], sum: ['position'] }, query: { filter: { category: { _eq: 2 } } } }));
    const inCategory = faq.filter((f) => f.category === 2);
    expect(filtered).toEqual({ count: { id: inCategory.length }, sum: { position: inCategory.reduce((s, f) => s + f.position, 0) } });
  });

  it('reads one item by id, and refuses an unknown one like Directus', async () => {
    expect(await client.request(readItem('phones', 3, { fields: ['id', 'operator'] }))).toEqual({ id: 3, operator: 'vodafone' });
    expect(await refusal(client.request(readItem('phones', 99)))).toEqual({ status: 403, message: "You don't have permission to access this." });
  });

  it('reads the settings singleton as one object', async () => {
    const read = await client.request(readSingleton('settings'));
    expect(read).toEqual(settings);
    expect(await client.request(readSingleton('settings', { fields: ['support_email'] }))).toEqual({ support_email: settings?.support_email });
  });

  it('pings, checks health and reads server info', async () => {
    expect(await client.request(serverPing())).toBe('pong');
    expect(await client.request(serverHealth())).toEqual({ status: 'ok' });
    const health = await fetch(`${server.url}/content/server/health`);
    expect(health.headers.get('content-type')).toMatch(/^application\/health\+json/);
    const info = await client.request(serverInfo());
    expect(info.project).toMatchObject({ project_name: 'ZoriaNet', default_language: 'uk-UA' });
  });

  it('answers a malformed or unknown JSON query with 400 and a reason', async () => {
    const bad = [
      '/content/items/faq?filter=%7Bnot%20json',
      `/content/items/faq?filter=${encodeURIComponent('{"id":{"_like":1}}')}`,
      `/content/items/faq?filter=${encodeURIComponent('{"nosuchfield":{"_eq":1}}')}`,
      `/content/items/faq?filter=${encodeURIComponent('[1,2]')}`,
      `/content/items/faq?filter=${encodeURIComponent('{"id":5}')}`,
      `/content/items/faq?filter=${encodeURIComponent('{"id":{"_in":{"a":1}}}')}`,
      `/content/items/faq?filter=${encodeURIComponent('{"_or":{"id":{"_eq":1}}}')}`,
      `/content/items/faq?aggregate=${encodeURIComponent('{"median":["id"]}')}`,
      `/content/items/faq?aggregate=${encodeURIComponent('"count"')}`,
      '/content/items/faq?meta=everything',
      '/content/items/faq?offset=-1',
      '/content/items/faq?deep=%7B%7D',
      `/content/items/faq?filter=${encodeURIComponent('{"id":{"_eq":1}}')}&filter[id][_eq]=2`,
    ];
    for (const path of bad) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message, path).toMatch(/\w{4,}/);
    }
    const viaSdk = await refusal(client.request(readItems('faq', { filter: { id: { _like: 1 } } as never })));
    expect(viaSdk.status).toBe(400);
    expect(viaSdk.message).toContain('_like');
  });
});
