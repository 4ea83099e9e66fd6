/**
 * The content API read by the Directus SDK's own REST client, as any Directus client would:
 * the SDK sends filter, aggregate and deep as JSON, plus search, offset and meta, and expects
 * Directus' answers (a singleton is an object, ping is text, health is application/health+json).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  aggregate,
  createDirectus,
  readAssetArrayBuffer,
  readCollection,
  readCollections,
  readField,
  readFields,
  readFieldsByCollection,
  readItem,
  readItems,
  readSingleton,
  rest,
  serverHealth,
  serverInfo,
  serverPing,
} from '@directus/sdk';
import sharp from 'sharp';
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
const published = <T extends { status: string }>(name: string) =>
  (JSON.parse(readFileSync(join(root, 'content', `${name}.json`), 'utf8')) as T[]).filter((f) => f.status === 'published');
const faq = published<Faq & { meta_data?: string; date_created: string }>('faq');
const faqCategories = published<{ id: number; status: string; url_key: string }>('faq_category');
const news = published<{ id: number; status: string; date_created: string }>('news');
const channels = published<{ id: number; status: string; tariffs: number[]; name_ukr: string }>('tv_channels');
const tvTariffs = published<{ id: number; status: string }>('tv_tariffs');
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
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
      `/content/items/faq?deep=${encodeURIComponent('{"translations":{"_limit":"all"}}')}`,
      `/content/items/faq?aggregate=${encodeURIComponent('{"count":"*"}')}&aggregate[min]=id`,
      '/content/items/faq?groupBy=category&groupBy[]=position',
      `/content/items/faq?filter=${encodeURIComponent('{"date_created":{"_lte":"$CURRENT_USER"}}')}`,
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

describe('the Directus SDK: relations, dynamic variables and the other operators', () => {
  const idsOf = async (collection: string, filter: Record<string, unknown>) =>
    ids((await client.request(readItems(collection as never, { fields: ['id'], filter, limit: -1 } as never))) as { id: number }[]);

  it('filters through a many-to-one relation, and reads its fields', async () => {
    const category = faqCategories.find((c) => c.url_key === 'cabinet-and-payments');
    const expected = ids(faq.filter((f) => f.category === category?.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsOf('faq', { category: { url_key: { _eq: 'cabinet-and-payments' } } })).toEqual(expected);
    const rows = await client.request(readItems('faq', { fields: ['id', { category: ['url_key'] }], filter: { id: { _eq: expected[0] } } } as never));
    expect(rows).toEqual([{ id: expected[0], category: { url_key: 'cabinet-and-payments' } }]);
  });

  it('reads $NOW and $NOW(-1 year) as times', async () => {
    const now = Date.now();
    expect(await idsOf('news', { date_created: { _lte: '$NOW' } })).toEqual(ids(news.filter((n) => Date.parse(n.date_created) <= now)));
    expect(news.length).toBeGreaterThan(0);
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const lastYear = ids(news.filter((n) => Date.parse(n.date_created) >= yearAgo.getTime()));
    expect(lastYear.length).toBeGreaterThan(0);
    expect(lastYear.length).toBeLessThan(news.length);
    expect(await idsOf('news', { date_created: { _gte: '$NOW(-1 year)' } })).toEqual(lastYear);
    expect((await refusal(client.request(readItems('news', { filter: { date_created: { _gte: '$NOW(-1 fortnight)' } } })))).status).toBe(400);
  });

  it('knows _nbetween, _ncontains, _starts_with, _istarts_with, _ends_with, _empty and _nempty', async () => {
    expect(await idsOf('phones', { position: { _nbetween: [2, 3] } })).toEqual([1, 4]);
    expect(await idsOf('phones', { operator: { _ncontains: 'o' } })).toEqual([1, 2, 4]);
    expect(await idsOf('phones', { operator: { _starts_with: 'kyiv' } })).toEqual([2]);
    expect(await idsOf('phones', { operator: { _istarts_with: 'VODA' } })).toEqual([3]);
    expect(await idsOf('phones', { number: { _ends_with: '270-40-40' } })).toEqual([1]);
    expect(await idsOf('faq', { meta_data: { _empty: true } })).toEqual(ids(faq.filter((f) => !f.meta_data)));
    expect(await idsOf('faq', { meta_data: { _nempty: true } })).toEqual(ids(faq.filter((f) => f.meta_data)));
  });

  it('tests the items a list relation points at with _some and _none', async () => {
    const carried = new Set(tvTariffs.map((t) => t.id));
    const target = [...carried][0] as number;
    const withIt = ids(channels.filter((c) => c.tariffs.includes(target)));
    expect(withIt.length).toBeGreaterThan(0);
    expect(withIt.length).toBeLessThan(channels.length);
    expect(await idsOf('tv_channels', { tariffs: { _some: { id: { _eq: target } } } })).toEqual(withIt);
    expect(await idsOf('tv_channels', { tariffs: { _none: { id: { _eq: target } } } })).toEqual(ids(channels.filter((c) => !c.tariffs.includes(target))));
  });

  it('groups aggregates with groupBy', async () => {
    const rows = (await client.request(aggregate('faq', { aggregate: { count: '*' }, groupBy: ['category'] }))) as unknown as { category: number; count: number }[];
    const expected = new Map<number, number>();
    for (const f of faq) expected.set(f.category, (expected.get(f.category) ?? 0) + 1);
    expect(new Map(rows.map((r) => [r.category, Number(r.count)]))).toEqual(expected);
  });

  it('renames with alias, narrows a relation with deep, and expands relations with *.*', async () => {
    const [first] = faq;
    expect(await client.request(readItems('faq', { alias: { group: 'category' }, fields: ['id', 'group'], filter: { id: { _eq: first?.id } } } as never))).toEqual([
      { id: first?.id, group: first?.category },
    ]);
    const channel = channels.find((c) => c.tariffs.length > 2) as (typeof channels)[number];
    const tariffIds = channel.tariffs.filter((t) => tvTariffs.some((x) => x.id === t)).sort((a, b) => b - a);
    const deep = await client.request(
      readItems('tv_channels', { fields: ['id', { tariffs: ['id'] }], filter: { id: { _eq: channel.id } }, deep: { tariffs: { _sort: ['-id'], _limit: 2 } } } as never),
    );
    expect(deep).toEqual([{ id: channel.id, tariffs: tariffIds.slice(0, 2).map((id) => ({ id })) }]);
    const [expanded] = (await client.request(readItems('faq', { fields: ['*.*'], filter: { id: { _eq: first?.id } } } as never))) as Record<string, unknown>[];
    expect(expanded?.category).toEqual(faqCategories.find((c) => c.id === first?.category));
    expect(expanded?.question_ukr).toBe(first?.question_ukr);
  });

  it('reads collections and fields through their read-only routes', async () => {
    const all = await client.request(readCollections());
    expect(all.map((c) => c.collection)).toEqual(expect.arrayContaining(['faq', 'news', 'settings']));
    expect(await client.request(readCollection('settings'))).toMatchObject({ collection: 'settings', meta: { singleton: true } });
    const fields = await client.request(readFields());
    expect(fields.some((f) => f.collection === 'news' && f.field === 'date_created')).toBe(true);
    const faqFields = await client.request(readFieldsByCollection('faq'));
    expect(faqFields.map((f) => f.field)).toEqual(expect.arrayContaining(['id', 'category', 'question_ukr']));
    expect(await client.request(readField('faq', 'category'))).toMatchObject({
      collection: 'faq',
      field: 'category',
      type: 'integer',
      schema: { foreign_key_table: 'faq_category', foreign_key_column: 'id' },
    });
    expect((await refusal(client.request(readField('faq', 'nothing')))).status).toBe(404);
    expect((await refusal(client.request(readCollection('secrets')))).status).toBe(404);
  });
});

describe('the Directus SDK: asset transformations', () => {
  let assetServer: RunningServer;
  let contentDir: string;
  let original: Buffer;
  beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), 'zorianet-content-'));
    cpSync(join(root, 'content'), contentDir, { recursive: true });
    // A 400 x 200 photo, red on the left half and blue on the right.
    const half = (r: number, b: number) => sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
    original = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([{ input: await half(0, 255), left: 200, top: 0 }])
      .jpeg({ quality: 95 })
      .toBuffer();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(contentDir, 'assets', 'test-photo.jpg'), original);
    assetServer = await startServer({ CONTENT_DIR: contentDir });
  });
  afterAll(async () => {
    await assetServer?.stop();
    if (contentDir) rmSync(contentDir, { recursive: true, force: true });
  });

  const read = async (query: Record<string, unknown>) =>
    Buffer.from(await connect(assetServer.url).request(readAssetArrayBuffer('test-photo.jpg', query as never)));
  const pixel = async (image: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]].map((v) => Math.round((v ?? 0) / 32));
  };

  it('fits cover, contain, inside and outside as Directus does', async () => {
    const cover = await read({ width: 100, height: 100, fit: 'cover' });
    const contain = await read({ width: 100, height: 100, fit: 'contain' });
    expect(contain.equals(cover)).toBe(false);
    expect(await sharp(cover).metadata()).toMatchObject({ width: 100, height: 100 });
    expect(await sharp(contain).metadata()).toMatchObject({ width: 100, height: 100 });
    // contain letterboxes the whole photo: the top row is padding, the middle shows both halves.
    expect(await pixel(contain, 50, 2)).toEqual([0, 0, 0]);
    expect(await pixel(contain, 10, 50)).toEqual([8, 0, 0]);
    expect(await pixel(contain, 90, 50)).toEqual([0, 0, 8]);
    expect(await sharp(await read({ width: 100, height: 100, fit: 'inside' })).metadata()).toMatchObject({ width: 100, height: 50 });
    expect(await sharp(await read({ width: 100, height: 100, fit: 'outside' })).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('re-encodes at the quality asked for, in the original format', async () => {
    const low = await read({ quality: 10 });
    expect(low.equals(original)).toBe(false);
    expect(low.length).toBeLessThan(original.length);
    expect(await sharp(low).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
  });

  it('draws a vector as the raster format asked for, at the size asked for', async () => {
    const res = await fetch(`${assetServer.url}/content/assets/adv-tv.svg?format=webp&width=300&quality=70`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300 });
    const png = await fetch(`${assetServer.url}/content/assets/adv-tv.svg?format=png&width=120&height=120&fit=contain`);
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 120, height: 120 });
  });

  it('refuses to transform a vector without a format, and an unknown fit', async () => {
    expect((await fetch(`${assetServer.url}/content/assets/adv-tv.svg?quality=50`)).status).toBe(400);
    expect((await fetch(`${assetServer.url}/content/assets/adv-tv.svg?width=300`)).status).toBe(400);
    expect((await fetch(`${assetServer.url}/content/assets/test-photo.jpg?fit=fill`)).status).toBe(400);
  });
});
