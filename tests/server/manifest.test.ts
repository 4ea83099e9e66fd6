/** The web manifest in the page's language: Russian pages link a Russian one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('the web manifest per language', () => {
  for (const [path, manifest, lang, start] of [
    ['/', '/manifest.webmanifest', 'uk', '/?source=pwa'],
    ['/tariffs', '/manifest.webmanifest', 'uk', '/?source=pwa'],
    ['/ru', '/manifest.ru.webmanifest', 'ru', '/ru?source=pwa'],
    ['/ru/tariffs', '/manifest.ru.webmanifest', 'ru', '/ru?source=pwa'],
  ] as const) {
    it(`${path} links ${manifest}, in ${lang}, starting at ${start}`, async () => {
      const html = await (await fetch(server.url + path)).text();
      expect(html).toContain(`<link rel="manifest" href="${manifest}">`);
      const res = await fetch(server.url + manifest);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const body = (await res.json()) as { lang: string; start_url: string; name: string; shortcuts: { url: string }[] };
      expect(body.lang).toBe(lang);
      expect(body.start_url).toBe(start);
      for (const s of body.shortcuts) expect(s.url.startsWith('/ru/')).toBe(lang === 'ru');
    });
  }
});
