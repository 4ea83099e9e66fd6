/**
 * Islands mode as the server renders it (docs/islands.md): the page says so on its root, its
 * islands carry their props, the embedded state carries no page data, and the page's scripts
 * are the small entry only; ISLANDS=off renders the same page for whole-page hydration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let on: RunningServer;
let off: RunningServer;
beforeAll(async () => {
  [on, off] = await Promise.all([startServer(), startServer({ ISLANDS: 'off' })]);
});
afterAll(async () => {
  await Promise.all([on?.stop(), off?.stop()]);
});

const page = async (server: RunningServer, path: string) => (await fetch(server.url + path)).text();
const state = (html: string) => JSON.parse(/<script type="application\/json" id="__STATE__">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as { page: { data: unknown } };
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)">/g)].map((m) => (m[1] as string).replace(/-[\w-]{8}\.js$/, ''));

describe('the home page in islands mode', () => {
  for (const path of ['/', '/ru', '/privat', '/ru/privat/kushugum']) {
    it(`${path}: marked on its root, islands with their props, no page data in the state`, async () => {
      const html = await page(on, path);
      expect(html).toContain('<div id="root" data-mode="islands">');
      expect(state(html).page.data).toBeNull();
      // The connection form: a browser-only island, empty on the server.
      expect(html).toMatch(/<div class="[^"]+" data-island="pages\/home\/lazy\/below-fold.island" data-when="visible" data-client="" data-props="\{\}"><\/div>/);
      // Outage mode carries its notices and guides as JSON.
      const props = /data-island="pages\/home\/lazy\/outage.island" data-when="offline" data-client="" data-props="([^"]*)"/.exec(html)?.[1];
      const parsed = JSON.parse((props ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { notices: unknown[]; routerGuides: unknown[] };
      expect(parsed.routerGuides.length).toBeGreaterThan(0);
      // The slider is started by a plain script, named in the markup.
      expect(html).toContain('data-enhance="pages/home/hero-slider.enhance"');
      // Only the entry is preloaded: no React, no page chunk.
      expect(preloads(html)).toEqual(['entry-client']);
    });
  }
});

describe('pictures drawn inline', () => {
  it('an islands page draws its small content SVGs inline, each named by its alt text, ids its own', async () => {
    const html = await page(on, '/');
    const slide = /<svg class="[^"]+" viewBox="0 0 1200 480"[^>]*role="img" aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/svg>/.exec(html);
    expect(slide?.[1]).toBe('Оптичний кабель із світловими імпульсами веде до будинку');
    expect(slide?.[2]).toContain('fill="url(#slidegigabit-gg-bg)"');
    expect(html).not.toContain('src="/content/assets/slide-gigabit.svg"');
    // The advantages' icons are decorative, as their <img alt=""> was.
    expect(html).toMatch(/<svg class="[^"]+" viewBox="0 0 64 64" width="56" height="56" focusable="false" aria-hidden="true"/);
    expect(html).not.toMatch(/<img[^>]+src="\/content\/assets\/adv-/);
    // Nothing inline may need 'unsafe-inline' from the page's CSP.
    expect(html).not.toMatch(/<svg[^>]*>[^]*?\sstyle="/);
  });

  it('a drawing with text stays an <img>: its words would not be translated', async () => {
    const html = await page(on, '/tariffs/business');
    expect(html).toMatch(/<img[^>]+src="\/content\/assets\/biz-customer-kolosok\.svg"/);
  });

  it('ISLANDS=off keeps every picture an <img>, as the browser renders it when it hydrates', async () => {
    const html = await page(off, '/');
    expect(html).toContain('src="/content/assets/slide-gigabit.svg"');
    expect(html).not.toContain('slidegigabit-gg-bg');
  });
});

describe("an island's fetched props", () => {
  for (const path of ['/tv', '/ru/tv']) {
    it(`${path}: the channel list is in the HTML, and its wrapper leaves the list to the content API`, async () => {
      const html = await page(on, path);
      const props = /data-island="pages\/tv\/channels.island" data-when="visible" data-props="([^"]*)"/.exec(html)?.[1];
      const carried = JSON.parse((props ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
      expect(Object.keys(carried)).toContain('tariffs');
      expect(Object.keys(carried)).not.toContain('channels');
      expect(Object.keys(carried)).not.toContain('categories');
      // The first channel of the list, as the content API answers it, is in the server's HTML.
      const answer = (await (await fetch(`${on.url}/content/items/tv_channels?sort=position&limit=1`)).json()) as { data: { name_ukr: string; name_ru: string }[] };
      const first = answer.data[0];
      expect(html).toContain(path.startsWith('/ru') ? first?.name_ru : first?.name_ukr);
      expect(html.length).toBeLessThan(60_000);
    });
  }
});

describe('ISLANDS=off', () => {
  it('/ is rendered for whole-page hydration: no islands mode, page data embedded, the app preloaded', async () => {
    const html = await page(off, '/');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-props=');
    expect(html).not.toContain('data-enhance=');
    expect(state(html).page.data).not.toBeNull();
    expect(preloads(html)).toContain('hydrate-app');
  });
});
