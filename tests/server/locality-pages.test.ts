/**
 * Every page of a route that takes a locality code (/tariffs/{type}/{code}, the home page's
 * /{type}/{code}, /cover/{city}) is its own canonical and names its locality, in the right case,
 * in the title, the H1 and the meta description, in both languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localityNames } from '../../src/domain/localities';
import { isLocalityCode } from '../../src/domain/places';
import { root, type RunningServer, startServer } from '../support/server';

interface Locality {
  code: string;
  translations: { languages_code: 'uk' | 'ru'; name_in: string }[];
}
const localities = JSON.parse(readFileSync(join(root, 'content', 'localities.json'), 'utf8')) as Locality[];

let server: RunningServer;
beforeAll(async () => {
  // Nothing here needs the page cache, and the server starts faster without rendering ahead.
  server = await startServer({ PAGE_CACHE: 'off' });
});
afterAll(() => server?.stop());

const tag = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('locality pages', () => {
  it('has all ten localities with their locative names', () => {
    expect(localities).toHaveLength(10);
    const kushugum = localities.find((l) => l.code === 'kushugum');
    expect(kushugum?.translations.find((t) => t.languages_code === 'uk')?.name_in).toBe('у Кушугумі');
    expect(kushugum?.translations.find((t) => t.languages_code === 'ru')?.name_in).toBe('в Кушугуме');
  });

  // The tariff pages and the home page with a locality say it in the locative ("у Кушугумі"), the
  // coverage map in the nominative ("Карта покриття: Кушугум").
  const pages = [
    { route: (code: string) => `/tariffs/privat/${code}`, name: 'in' },
    { route: (code: string) => `/privat/${code}`, name: 'in' },
    { route: (code: string) => `/appartament/${code}`, name: 'in' },
    { route: (code: string) => `/cover/${code}`, name: 'nominative' },
  ] as const;
  for (const page of pages) {
    for (const locality of localities) {
      for (const locale of ['uk', 'ru'] as const) {
        const path = `${locale === 'ru' ? '/ru' : ''}${page.route(locality.code)}`;
        it(`${path} is its own canonical and names its locality`, async () => {
          const res = await fetch(server.url + path, { redirect: 'manual' });
          expect(res.status).toBe(200);
          const html = await res.text();
          if (!isLocalityCode(locality.code)) throw new Error(`unknown locality ${locality.code}`);
          const nameIn =
            page.name === 'in' ? (locality.translations.find((t) => t.languages_code === locale)?.name_in ?? '') : localityNames[locality.code][locale];
          expect(nameIn).not.toBe('');
          expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(server.url + path);
          expect(tag(html, /<title>([^<]+)<\/title>/)).toContain(nameIn);
          expect(tag(html, /<h1[^>]*>([^<]+)<\/h1>/)).toContain(nameIn);
          expect(tag(html, /<meta name="description" content="([^"]+)"/)).toContain(nameIn);
        });
      }
    }
  }
});
