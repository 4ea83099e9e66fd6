import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';
import { routeSamples } from '../support/routes';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init });
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('every route in both languages', () => {
  for (const { name, path } of routeSamples) {
    for (const prefix of ['', '/ru']) {
      const url = prefix + (path === '/' && prefix ? '' : path);
      it(`${url || '/'} (${name}) renders its title, h1, canonical and hreflang`, async () => {
        const res = await get(url || '/');
        const expected = name === 'not-found' ? 404 : 200;
        expect(res.status).toBe(expected);
        expect(res.headers.get('content-type')).toContain('text/html');
        const html = await res.text();
        expect(tag(html, /<html lang="(\w+)"/)).toBe(prefix ? 'ru' : 'uk');
        expect(tag(html, /<title>([^<]+)<\/title>/)).toMatch(/\S+ \| ZoriaNet$/);
        expect(html).toMatch(/<h1[^>]*>[^<]*\S/);
        if (expected === 200) {
          const canonical = tag(html, /<link rel="canonical" href="([^"]+)"/);
          expect(canonical).toBeDefined();
          expect(html).toContain(`hreflang="uk"`);
          expect(html).toContain(`hreflang="ru"`);
          expect(html).toContain(`hreflang="x-default"`);
          if (name === 'tariffs-type') expect(canonical).toBe(`${server.url}${prefix}/tariffs`);
          // A promotion's link to a product (/equipment/other/41): the product's own address is canonical.
          else if (name === 'equipment-category-product') expect(canonical).toBe(`${server.url}${prefix}/equipment/wgp-mini-ups-103`);
          else if (name !== 'home-type') expect(canonical).toBe(server.url + (prefix + (path === '/' ? '' : path) || '/'));
        }
      });
    }
  }
});

describe('titles and language', () => {
  it('uses the Ukrainian and Russian titles, and a route_url override when published', async () => {
    const uk = await (await get('/speed-test')).text();
    const ru = await (await get('/ru/speed-test')).text();
    expect(uk).toContain('<title>Тест швидкості інтернету | ZoriaNet</title>');
    expect(ru).toContain('<title>Тест скорости интернета | ZoriaNet</title>');
    // The draft override for tariffs is ignored.
    expect(await (await get('/tariffs')).text()).toContain('<title>Тарифи | ZoriaNet</title>');
    expect(await (await get('/ru/contacts')).text()).toContain('<title>Контакты | ZoriaNet</title>');
  });

  it('sends a visitor who chose Russian from / to /ru, and nobody else', async () => {
    const chosen = await get('/', { headers: { cookie: 'i18n_redirected=ru' } });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/ru');
    expect((await get('/')).status).toBe(200);
    expect((await get('/', { headers: { cookie: 'i18n_redirected=uk' } })).status).toBe(200);
  });
});

describe('not found and redirects', () => {
  for (const path of ['/no-such-page', '/ru/no-such-page', '/tariffs/castle', '/tariffs/privat/atlantis', '/cover/paris', '/appartament/nowhere', '/a/b/c/d']) {
    it(`${path} answers 404 with the not-found page`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toMatch(path.startsWith('/ru') ? /Эта страница не найдена/ : /Цю сторінку не знайдено/);
      expect(html).toMatch(path.startsWith('/ru') ? /Что-то пошло не так/ : /Щось пішло не так/);
      expect(html).toContain('href="' + (path.startsWith('/ru') ? '/ru/contacts' : '/contacts') + '"');
      expect(html).toContain('<meta name="robots" content="noindex">');
    });
  }

  it('redirects /referral/{user} to the home page keeping the query', async () => {
    const res = await get('/referral/olena?utm_source=friend');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?utm_source=friend');
    const ru = await get('/ru/referral?x=1');
    expect(ru.headers.get('location')).toBe('/ru?x=1');
  });

  it('removes a trailing slash with a permanent redirect', async () => {
    const res = await get('/tariffs/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/tariffs?a=1');
  });

  it('folds leading doubled slashes into one path, never an address on another host', async () => {
    for (const [asked, to] of [
      ['//tariffs', '/tariffs'],
      ['//ru//faq?q=1', '/ru/faq?q=1'],
      ['//evil.example/x', '/evil.example/x'],
    ]) {
      const res = await get(asked as string);
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('location'), asked).toBe(to);
    }
  });
});

describe('server rendering details', () => {
  it('embeds the page state as JSON for hydration', async () => {
    const html = await (await get('/ru/contacts?avoidScrolling=true')).text();
    const state = /<script type="application\/json" id="__STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const parsed = JSON.parse(state);
    // The state holds the query the route reads (none here): the page is cached without the rest.
    expect(parsed).toMatchObject({ locale: 'ru', page: { routeName: 'contacts', path: '/contacts', search: '' } });
    expect(parsed.site.phones.length).toBeGreaterThan(1);
  });

  it('links the stylesheet, lists the scripts inert, and has one inline script (the boot) and no style', async () => {
    const html = await (await get('/')).text();
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    expect(html).toMatch(/<template id="app-scripts" data-entry="\/assets\/entry-client-[^"]+\.js"><link rel="modulepreload" href="\/assets\/[^"]+\.js">/);
    expect(html.match(/<script type="module">/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('<style');
  });
});

/** A GET with headers fetch() would not send as given (Host). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ host: hostname, port, path, headers, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const canonicalOf = (html: string) => tag(html, /<link rel="canonical" href="([^"]+)"/);
const hreflangUk = (html: string) => tag(html, /<link rel="alternate" hreflang="uk" href="([^"]+)"/);

describe('hosts in absolute links', () => {
  it('gives a forged Host the default origin, in canonical and hreflang links', async () => {
    const { status, body } = await rawGet(server.url, '/tariffs', { host: 'evil.example' });
    expect(status).toBe(200);
    expect(canonicalOf(body)).toBe(`${server.url}/tariffs`);
    expect(hreflangUk(body)).toBe(`${server.url}/tariffs`);
  });

  it('uses an allowed host (localhost on the listening port)', async () => {
    const { port } = new URL(server.url);
    const { body } = await rawGet(server.url, '/tariffs', { host: `localhost:${port}` });
    expect(canonicalOf(body)).toBe(`http://localhost:${port}/tariffs`);
  });

  it('serves a flood of distinct hosts the one default page, byte for byte', async () => {
    const reference = (await rawGet(server.url, '/contacts', { host: new URL(server.url).host })).body;
    expect(canonicalOf(reference)).toBe(`${server.url}/contacts`);
    const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => rawGet(server.url, '/contacts', { host: `h${i}.evil.example` })));
    const distinct = new Set(answers.map((a) => a.body));
    expect(distinct.size).toBe(1);
    expect([...distinct][0]).toBe(reference);
  });

  it('with TRUST_PROXY, takes X-Forwarded-Host only from ALLOWED_HOSTS', async () => {
    const proxied = await startServer({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'zorianet.example, www.zorianet.example' });
    try {
      const evil = await rawGet(proxied.url, '/tariffs', { host: 'zorianet.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' });
      expect(canonicalOf(evil.body)).toBe('http://zorianet.example/tariffs');
      const allowed = await rawGet(proxied.url, '/tariffs', { host: 'zorianet.example', 'x-forwarded-host': 'www.zorianet.example', 'x-forwarded-proto': 'https' });
      expect(canonicalOf(allowed.body)).toBe('https://www.zorianet.example/tariffs');
      expect(hreflangUk(allowed.body)).toBe('https://www.zorianet.example/tariffs');
    } finally {
      await proxied.stop();
    }
  });
});
