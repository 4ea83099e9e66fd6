import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CLIENT_NETWORKS: '127.0.0.0/8' });
});
afterAll(() => server?.stop());

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });
const json = async (path: string) => {
  const res = await get(path);
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>[]; errors?: { message: string }[] } };
};

describe('content API', () => {
  it('lists published items with fields, sort and limit', async () => {
    const { status, body } = await json('/content/items/phones?fields=code,number&filter[status][_eq]=published&sort=-position&limit=2');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { code: '063', number: '612-40-40' },
      { code: '050', number: '612-40-40' },
    ]);
  });

  it('filters with _in, _gte, _between, _contains and _or', async () => {
    const ids = async (q: string) => (await json(`/content/items/phones?fields=id&${q}`)).body.data?.map((d) => d.id);
    expect(await ids('filter[operator][_in]=kyivstar,city')).toEqual([1, 2]);
    expect(await ids('filter[position][_gte]=3')).toEqual([3, 4]);
    expect(await ids('filter[position][_between]=2,3')).toEqual([2, 3]);
    expect(await ids('filter[code][_contains]=06')).toEqual([1, 2, 4]);
    expect(await ids('filter[_or][0][code][_eq]=050&filter[_or][1][code][_eq]=063')).toEqual([3, 4]);
    expect(await ids('filter[position][_lt]=2&filter[position][_gt]=0')).toEqual([1]);
  });

  it('filters inside translations and pages results', async () => {
    const { body } = await json('/content/items/slider?fields=id&filter[translations][title][_icontains]=швидкість&sort=position');
    expect(body.data).toEqual([{ id: 4 }]);
    const page2 = await json('/content/items/advantages?fields=id&sort=position&limit=3&page=2');
    expect(page2.body.data).toEqual([{ id: 4 }, { id: 5 }, { id: 6 }]);
  });

  it('tests a list of plain values (tags) element by element', async () => {
    const notices = await json('/content/items/news?fields=id,tags&filter[tags][_in]=technical-works,emergency&sort=-date_created');
    const news = JSON.parse(readFileSync('content/news.json', 'utf8')) as { id: number; tags: string[]; date_created: string }[];
    const expected = news
      .filter((n) => n.tags.some((t) => t === 'technical-works' || t === 'emergency'))
      .sort((a, b) => b.date_created.localeCompare(a.date_created))
      .map((n) => n.id);
    expect(expected.length).toBeGreaterThan(2);
    expect(notices.body.data?.map((d) => d.id)).toEqual(expected);
    const none = await json('/content/items/news?fields=id&filter[tags][_eq]=no-such-tag');
    expect(none.body.data).toEqual([]);
  });

  it('aggregates min and max', async () => {
    const { body } = await json('/content/items/phones?aggregate[min]=position&aggregate[max]=position');
    expect(body.data).toEqual([{ min: { position: 1 }, max: { position: 4 } }]);
  });

  it('describes fields of a collection', async () => {
    const { status, body } = await json('/content/fields/phones');
    expect(status).toBe(200);
    expect(body.data?.map((f) => f.field)).toEqual(expect.arrayContaining(['id', 'code', 'number', 'operator', 'status']));
  });

  const bad = [
    'filter[status][_like]=x',
    'filter[status]=published',
    'filter[nosuchfield][_eq]=1',
    'sort=-nosuchfield',
    'fields=a;b',
    'limit=abc',
    'limit=100000',
    'page=0',
    'aggregate[median]=position',
    'filter[position][_between]=1',
    'filter[_or][5][code][_eq]=1',
    'export=csv',
    'limit=1&limit=2',
    'filter[a][b][c][d]=1',
    'filter[status][_eq]=' + 'x'.repeat(300),
    'filter%5Bstatus',
  ];
  for (const q of bad) {
    it(`answers 400 with a reason for ${q.slice(0, 40)}`, async () => {
      const { status, body } = await json(`/content/items/phones?${q}`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/\w{4,}/);
    });
  }

  it('answers 404 for an unknown collection', async () => {
    expect((await json('/content/items/secrets')).status).toBe(404);
    expect((await json('/content/fields/secrets')).status).toBe(404);
  });
});

describe('unpublished content', () => {
  // content/route_url.json holds a draft: id 3, "tariffs", titled "... (чернетка)".
  const draftQueries = [
    'filter[status][_eq]=draft',
    'filter[status][_neq]=published',
    'filter[status][_in]=draft,archived',
    'filter[_or][0][status][_eq]=draft&filter[_or][1][id][_eq]=3',
    'filter[id][_eq]=3',
    'filter[name][_eq]=tariffs',
    `filter=${encodeURIComponent('{"status":{"_eq":"draft"}}')}`,
    `filter=${encodeURIComponent('{"_or":[{"id":{"_eq":3}},{"status":{"_nnull":true}}]}')}`,
    'search=чернетка',
  ];
  for (const q of draftQueries) {
    it(`stays hidden whatever the query says: ${decodeURIComponent(q).slice(0, 60)}`, async () => {
      const { status, body } = await json(`/content/items/route_url?fields=id,name,status&sort=id&${q}`);
      expect(status).toBe(200);
      expect(body.data?.every((d) => d.status === 'published')).toBe(true);
      expect(body.data?.map((d) => d.id).includes(3)).toBe(false);
    });
  }

  it('lists only published items with no filter at all', async () => {
    const { body } = await json('/content/items/route_url?fields=id,status&sort=id&meta=*');
    expect(body.data).toEqual([
      { id: 1, status: 'published' },
      { id: 2, status: 'published' },
    ]);
    expect((body as { meta?: unknown }).meta).toEqual({ total_count: 2, filter_count: 2 });
  });

  it('is not read by id, counted or aggregated', async () => {
    const draft = await json('/content/items/route_url/3');
    expect(draft.status).toBe(403);
    expect(draft.body.errors?.[0]?.message).toMatch(/permission/);
    const published = await json('/content/items/route_url/2?fields=id,name');
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual({ id: 2, name: 'cover' });
    const aggregate = await json('/content/items/route_url?aggregate[max]=id&aggregate[count]=*&filter[status][_eq]=draft');
    expect(aggregate.body.data).toEqual([{ count: 0, max: { id: null } }]);
    const all = await json('/content/items/route_url?aggregate[max]=id&aggregate[count]=*');
    expect(all.body.data).toEqual([{ count: 2, max: { id: 2 } }]);
  });

  it('describes fields from the schema, never from items', async () => {
    const res = await get('/content/fields/route_url');
    const text = await res.text();
    expect(res.status).toBe(200);
    expect((JSON.parse(text) as { data: { field: string }[] }).data.map((f) => f.field)).toEqual(expect.arrayContaining(['id', 'name', 'status']));
    expect(text.includes('tariffs') || text.includes('чернетка')).toBe(false);
  });
});

describe('content assets', () => {
  it('serves an SVG asset as is, and static icons', async () => {
    const svg = await get('/content/assets/adv-tv.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const png = await get('/icons/icon-512.png');
    expect(png.status).toBe(200);
  });

  it('rejects bad options and unknown or unsafe ids', async () => {
    expect((await get('/content/assets/adv-tv.svg?width=-1')).status).toBe(400);
    expect((await get('/content/assets/adv-tv.svg?format=exe')).status).toBe(400);
    expect((await get('/content/assets/nothing.png')).status).toBe(404);
    expect((await get('/content/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('lets our own pages frame a PDF notice, and nothing else frame anything', async () => {
    const pdf = await get('/content/assets/news-notice-2026-11-25.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const svg = await get('/content/assets/adv-tv.svg');
    expect(svg.headers.get('x-frame-options')).toBe('DENY');
    const page = await get('/news');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('server basics', () => {
  it('reports health', async () => {
    const { status, body } = await json('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok' });
  });

  it('says whether the visitor is on the provider network', async () => {
    const res = await get('/api/v1/front_api/whoami');
    expect(await res.json()).toMatchObject({ is_client: true });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('sends the security headers with a strict CSP', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    // The page's one inline script (the boot script) is allowed by its hash, and only it.
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}';`));
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('microphone=()');
  });

  it('caches hashed assets for a year and revalidates the service worker and manifest', async () => {
    const html = await (await get('/')).text();
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown API paths with JSON 404, never 500', async () => {
    const res = await get('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('errors');
  });
});
