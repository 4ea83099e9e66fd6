/** Every GET that is not an asset or an API call is a page, rendered on the server. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentSource } from '../../src/data/content-source';
import { asCookieChoice, cookieChoiceKey, cookieValue } from '../../src/domain/cookie-choice';
import { localeCookie, splitLocale, withLocale } from '../../src/domain/locale';
import type { MapTiles } from '../../src/domain/map-tiles';
import type { ProductApiConfig } from '../../src/domain/product-api-config';
import { type RenderRequest, type RenderResult, knownPagePaths, pageQuery } from '../../src/entry-server';
import { EncodedBody, negotiatedOffThread } from '../compression';
import { PageCache, type RenderedPage, pageCacheBytes, pageCacheKey, registerPageCacheStats } from './page-cache';
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
  /** PAGE_CACHE, PAGE_CACHE_STATS and PART_CACHE (server/config.ts). */
  pageCache: { enabled: boolean; stats: boolean; parts?: boolean };
  /** ISLANDS: false renders every page for whole-page hydration. */
  islands?: boolean;
}

const cookie = (request: FastifyRequest, name: string) => cookieValue(request.headers.cookie, name);

/**
 * Both variants of a page come from one render: only the notice's markup differs. `kept`: the
 * page is stored, so its encodings are made again at a better quality in the background; a page
 * sent once (a 404, PAGE_CACHE=off) is not worth that second compression.
 */
function variants(html: (notice: boolean) => string, kept: boolean): RenderedPage['body'] {
  const made = new Map<boolean, EncodedBody>();
  return (notice) => {
    let body = made.get(notice);
    if (!body) made.set(notice, (body = new EncodedBody(Buffer.from(html(notice)), kept ? 'fast-then-best' : 'fast')));
    return body;
  };
}

/** A longer query is not kept (the page is still rendered). */
const maxKeptQuery = 200;

export function registerPages(app: FastifyInstance, opts: PagesOptions): void {
  const config = opts.pageCache;
  const cache = new PageCache({ maxBytes: pageCacheBytes, enabled: config.enabled });

  async function renderFresh(pathname: string, query: string, siteOrigin: string, shell: boolean) {
    const result = await opts.render({
      pathname: shell ? withLocale(splitLocale(pathname).locale, '/') : pathname,
      search: query,
      origin: siteOrigin,
      content: opts.content,
      mapTiles: opts.mapTiles ?? null,
      productApi: opts.productApi,
      apiOrigin: opts.apiOrigin?.(),
      shell,
      islands: opts.islands ?? true,
      partCache: config.parts ?? true,
    });
    if (result.kind === 'redirect') return { other: { redirect: result.location, status: result.status } };
    const assets = opts.tags(result.modules, result.styleOnly);
    // A 404 is kept for no path: anyone can ask for any number of them.
    const keep = config.enabled && result.cacheable && result.status < 400 && query.length <= maxKeptQuery;
    const body = variants(
      (notice) =>
        htmlDocument({ lang: result.lang, head: result.head, assets: assets.head, body: result.body, notice: notice ? result.cookieNotice : '', state: result.state }),
      keep,
    );
    const page: RenderedPage = { status: result.status, lang: result.lang, body, bytes: 2 * body(true).identity.length };
    return { page, keep };
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
    const query = shell ? '' : pageQuery(pathname, url.search);
    const siteOrigin = opts.siteOrigin(request);
    const result = await cache.get(pageCacheKey(pathname, query, siteOrigin), () => renderFresh(pathname, query, siteOrigin, shell));
    if ('other' in result) {
      const { redirect, status } = result.other as { redirect: string; status: 301 | 302 };
      return reply.redirect(redirect, status);
    }
    reply
      .code(result.page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('content-language', result.page.lang)
      .header('x-render', result.source);
    // No valid choice in the cookie: the notice comes with the page (a junk value counts as none).
    const notice = asCookieChoice(cookie(request, cookieChoiceKey)) === null;
    return reply.send(await negotiatedOffThread(request, reply, result.page.body(notice)));
  }

  /**
   * The known pages, rendered once after the server listens: one at a time, yielding to
   * requests between pages, with their best encodings made off the event loop.
   */
  async function prerender(): Promise<void> {
    const started = performance.now();
    const siteOrigin = opts.siteOrigin({ protocol: 'http', host: '' } as FastifyRequest);
    for (const pathname of await knownPagePaths(opts.content)) {
      await new Promise((resolve) => setImmediate(resolve));
      const key = pageCacheKey(pathname, '', siteOrigin);
      if (cache.hasKnown(key)) continue;
      const made = await renderFresh(pathname, '', siteOrigin, false);
      if (!('page' in made) || !made.keep) continue;
      const body = made.page.body(true);
      await Promise.all([body.prepare('br'), body.prepare('gzip')]);
      cache.setKnown(key, made.page);
    }
    cache.prerenderMs = Math.round(performance.now() - started);
    const { known } = cache.stats();
    app.log.info(`rendered ${known.entries} known pages (${(known.bytes / 1048576).toFixed(1)} MB) in ${(cache.prerenderMs / 1000).toFixed(1)} s`);
  }
  if (config.enabled) {
    app.addHook('onListen', (done) => {
      prerender().catch((error: unknown) => app.log.error(error, 'rendering the known pages failed'));
      done();
    });
  }

  if (config.stats) registerPageCacheStats(app, cache);

  // Compressed here, once per rendered page and encoding, not by @fastify/compress on every request.
  app.get('/*', { compress: false }, page);
  app.get('/', { compress: false }, page);
  registerCookieChoicePost(app, opts.siteOrigin);
}
