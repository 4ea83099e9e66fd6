/**
 * The cookie notice comes with the page for a visitor who has not chosen (the `isHidaCookie`
 * cookie), in the page's language, outside the app's root; never for one who has, whatever
 * the page cache holds; and its form stores the choice without the page's script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const page = async (path: string, cookie?: string) => {
  const res = await fetch(server.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
};
/** The notice's section, or undefined. */
const notice = (html: string) => /<section id="cookie-notice"[\s\S]*?<\/section>/.exec(html)?.[0];
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

describe('a visitor who has not chosen', () => {
  for (const [path, text, accept, policy] of [
    ['/tariffs/privat', 'Ми використовуємо файли cookie', 'Прийняти', '/privacy-policy'],
    ['/ru/tariffs/privat', 'Мы используем файлы cookie', 'Принять', '/ru/privacy-policy'],
  ] as const) {
    it(`${path}: gets the notice in the page's language, after the app's root and before its state`, async () => {
      const html = await page(path);
      const section = notice(html);
      expect(section).toContain('aria-label="Cookies"');
      expect(section).toContain(text);
      expect(section).toContain(`>${accept}</button>`);
      expect(section).toContain(`<a href="${policy}">`);
      // Outside the root, and before the embedded state: a slow line paints it with the page.
      const at = html.indexOf('<section id="cookie-notice"');
      expect(html.lastIndexOf('</div>', at)).toBeGreaterThan(html.indexOf('<div id="root">'));
      expect(html.slice(html.lastIndexOf('</div>', at), at)).toMatch(/^<\/div>\s*$/);
      expect(at).toBeLessThan(html.indexOf('id="__STATE__"'));
    });
  }

  it('a junk value in the cookie counts as no choice', async () => {
    expect(notice(await page('/faq', 'isHidaCookie=maybe'))).toBeDefined();
    expect(notice(await page('/faq', 'isHidaCookie='))).toBeDefined();
  });
});

describe('a visitor who has chosen', () => {
  it('gets no notice, accepted or rejected, other cookies beside it', async () => {
    expect(notice(await page('/tariffs/privat', 'isHidaCookie=accepted'))).toBeUndefined();
    expect(notice(await page('/ru/tariffs/privat', 'i18n_redirected=ru; isHidaCookie=rejected'))).toBeUndefined();
  });
});

describe('the page cache', () => {
  it('never serves one visitor the variant of another (without, with, without again)', async () => {
    for (const path of ['/contacts', '/ru/news']) {
      const first = await page(path);
      const chosen = await page(path, 'isHidaCookie=accepted');
      const again = await page(path);
      expect(notice(first)).toBeDefined();
      expect(notice(chosen)).toBeUndefined();
      expect(again).toBe(first);
      // The same page otherwise: only the notice differs.
      expect(chosen).toBe(first.replace(`\n    ${notice(first)}`, ''));
      // And the other way round, compressed as browsers ask.
      const br = await fetch(server.url + path, { headers: { cookie: 'isHidaCookie=rejected', 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(notice(await br.text())).toBeUndefined();
      expect(br.headers.get('vary')).toContain('Cookie');
    }
  });
});

describe('the notice posted without the page script', () => {
  it('stores the choice in the cookie for a year and opens the same page again', async () => {
    const res = await post('/ru/tariffs/privat?from=notice', 'isHidaCookie=rejected', { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ru/tariffs/privat?from=notice');
    expect(res.headers.get('set-cookie')).toBe('isHidaCookie=rejected; Max-Age=31536000; Path=/; SameSite=Lax');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(notice(await page('/ru/tariffs/privat?from=notice', cookie))).toBeUndefined();
  });

  it('refuses a junk choice, another site, another body, and never leads off the site', async () => {
    expect((await post('/faq', 'isHidaCookie=yes')).status).toBe(404);
    expect((await post('/faq', 'isHidaCookie=accepted', { 'sec-fetch-site': 'cross-site' })).status).toBe(404);
    expect((await post('/faq', '{"isHidaCookie":"accepted"}', { 'content-type': 'application/json' })).status).toBe(404);
    const res = await post('//evil.example/x', 'isHidaCookie=accepted');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/(?!\/)/);
  });

  it('without Sec-Fetch-Site, refuses an Origin or a Referer of another site and takes its own', async () => {
    const own = server.url;
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', referer: `${own}/faq` },
      { referer: 'https://evil.example/faq' },
      { referer: `https://${new URL(own).host}.evil.example/faq` },
    ]) {
      const res = await post('/faq', 'isHidaCookie=accepted', headers);
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(res.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
    }
    for (const headers of <Record<string, string>[]>[{ origin: own }, { referer: `${own}/ru/faq?x=1` }]) {
      const res = await post('/faq', 'isHidaCookie=accepted', headers);
      expect(res.status, JSON.stringify(headers)).toBe(303);
      expect(res.headers.get('set-cookie')).toMatch(/^isHidaCookie=accepted;/);
    }
  });
});
