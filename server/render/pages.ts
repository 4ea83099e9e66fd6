/** Every GET that is not an asset or an API call is a page, rendered on the server. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentSource } from '../../src/data/content-source';
import { asCookieChoice, cookieChoiceKey, cookieValue } from '../../src/domain/cookie-choice';
import { localeCookie, splitLocale, withLocale } from '../../src/domain/locale';
import type { MapTiles } from '../../src/domain/map-tiles';
import type { ProductApiConfig } from '../../src/domain/product-api-config';
import type { RenderRequest, RenderResult } from '../../src/entry-server';
import { EncodedBody, negotiated } from '../compression';
import type { createAssetTags } from './assets-manifest';
import { registerCookieChoicePost } from './cookie-choice-post';
import { htmlDocument } from './html';

export type RenderFn = (req: RenderRequest) => Promise<RenderResult>;

/** URLs of the offline shell, one per locale: precached by the service worker. */
export const shellPaths = ['/__shell', '/ru/__shell'];

export interface PagesOptions {
  render: RenderFn;
  tags: ReturnType<typeof createAssetTags>;
  content: ContentSource;
  /** The coverage map's tile server, given to pages with the site data. */
  mapTiles?: MapTiles | null;
  /** The product API client's configuration, given to pages with the site data. */
  productApi?: ProductApiConfig;
  /** The origin of the page's absolute links: configured or allowed, never a client's guess. */
  siteOrigin: (request: FastifyRequest) => string;
  /** This server's own address, for loaders that read the product API while rendering. */
  apiOrigin?: () => string;
}

const cookie = (request: FastifyRequest, name: string) => cookieValue(request.headers.cookie, name);

interface Rendered {
  status: number;
  lang: string;
  /**
   * The HTML with the cookie notice (true: for a visitor who has not chosen) or without it,
   * each made the first time a visitor of its kind asks, with each encoding once asked for.
   */
  body(notice: boolean): EncodedBody;
}

/** Both variants of a page come from one render: only the notice's markup differs. */
function variants(html: (notice: boolean) => string): Rendered['body'] {
  const made = new Map<boolean, EncodedBody>();
  return (notice) => {
    let body = made.get(notice);
    if (!body) made.set(notice, (body = new EncodedBody(Buffer.from(html(notice)))));
    return body;
  };
}

/**
 * Rendered pages by URL. Content is loaded once per process and never changes while it runs,
 * so a page's HTML is a pure function of its URL (and the year, shown in the footer) and of
 * whether the visitor has answered the cookie notice: keep the most recent ones, each with its
 * two variants, and skip React for repeat visits.
 */
export function createPageCache(maxEntries = 300) {
  const entries = new Map<string, Rendered>();
  return {
    get(key: string): Rendered | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: Rendered): void {
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function registerPages(app: FastifyInstance, opts: PagesOptions): void {
  const cache = createPageCache();

  async function renderPage(pathname: string, search: string, siteOrigin: string, shell: boolean): Promise<Rendered | { redirect: string; status: number }> {
    const key = `${new Date().getFullYear()} ${siteOrigin}${pathname}${search}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const result = await opts.render({
      pathname: shell ? withLocale(splitLocale(pathname).locale, '/') : pathname,
      search,
      origin: siteOrigin,
      content: opts.content,
      mapTiles: opts.mapTiles ?? null,
      productApi: opts.productApi,
      apiOrigin: opts.apiOrigin?.(),
      shell,
    });
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    const assets = opts.tags(result.modules);
    const rendered = {
      status: result.status,
      lang: result.lang,
      body: variants((notice) =>
        htmlDocument({ lang: result.lang, head: result.head, assets: assets.head, body: result.body, notice: notice ? result.cookieNotice : '', state: result.state }),
      ),
    };
    if (search.length <= 200 && result.cacheable) cache.set(key, rendered);
    return rendered;
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
    let pathname = url.pathname;
    // One URL per page: no trailing slash (but "/"), no doubled slashes.
    const clean = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    if (clean !== pathname) return reply.redirect(clean + url.search, 301);
    pathname = clean;
    // A visitor who chose Russian before lands on the Russian home page.
    if (pathname === '/' && cookie(request, localeCookie) === 'ru') return reply.redirect('/ru' + url.search, 302);

    const shell = shellPaths.includes(pathname);
    const result = await renderPage(pathname, url.search, opts.siteOrigin(request), shell);
    if ('redirect' in result) return reply.redirect(result.redirect, result.status);
    reply
      .code(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('content-language', result.lang);
    // No valid choice in the cookie: the notice comes with the page (a junk value counts as none).
    const notice = asCookieChoice(cookie(request, cookieChoiceKey)) === null;
    return reply.send(negotiated(request, reply, result.body(notice)));
  }

  // Compressed here, once per rendered page and encoding, not by @fastify/compress on every request.
  app.get('/*', { compress: false }, page);
  app.get('/', { compress: false }, page);
  registerCookieChoicePost(app, opts.siteOrigin);
}
