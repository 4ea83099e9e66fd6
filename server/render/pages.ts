/**
 * Every GET that is not an asset or an API call is a page, rendered on the server: the page
 * route, and the wiring of its cache, its renderer, the known pages' prerender and the notice's POST.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asCookieChoice, cookieChoiceKey, cookieValue } from '../../src/domain/cookie-choice';
import { localeCookie } from '../../src/domain/locale';
import { shellPaths } from '../../src/domain/worker-paths';
import { pageQuery } from '../../src/entry-server';
import { negotiatedOffThread } from '../compression';
import { registerCookieChoicePost } from './cookie-choice-post';
import { PageCache, pageCacheBytes, pageCacheKey, registerPageCacheStats } from './page-cache';
import { type PageRenderOptions, createPageRenderer } from './page-render';
import { prerenderKnownPages } from './prerender';

/** URLs of the offline shell, one per locale: precached by the service worker. */
const shells: readonly string[] = Object.values(shellPaths);

export interface PagesOptions extends PageRenderOptions {
  /** The origin of the page's absolute links: configured or allowed, never a client's guess. */
  siteOrigin: (request: FastifyRequest) => string;
  /** PAGE_CACHE, PAGE_CACHE_STATS and PART_CACHE (server/config.ts). */
  pageCache: { enabled: boolean; stats: boolean; parts?: boolean };
}

const cookie = (request: FastifyRequest, name: string) => cookieValue(request.headers.cookie, name);

export function registerPages(app: FastifyInstance, opts: PagesOptions): void {
  const config = opts.pageCache;
  const cache = new PageCache({ maxBytes: pageCacheBytes, enabled: config.enabled });
  const renderFresh = createPageRenderer(opts);

  async function page(request: FastifyRequest, reply: FastifyReply) {
    // Read as a path even when it starts "//" (else a host: "//tariffs" would be the home page).
    const url = request.url.startsWith('/') ? new URL(`http://localhost${request.url}`) : new URL(request.url, 'http://localhost');
    let pathname = url.pathname;
    // One URL per page: no trailing slash (but "/"), no doubled slashes.
    const clean = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    if (clean !== pathname) return reply.redirect(clean + url.search, 301);
    pathname = clean;
    // A visitor who chose Russian before lands on the Russian home page.
    if (pathname === '/' && cookie(request, localeCookie) === 'ru') return reply.redirect('/ru' + url.search, 302);

    const shell = shells.includes(pathname);
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

  if (config.enabled) prerenderKnownPages(app, cache, { content: opts.content, siteOrigin: opts.siteOrigin, renderFresh });
  if (config.stats) registerPageCacheStats(app, cache);

  // Compressed here, once per rendered page and encoding, not by @fastify/compress on every request.
  app.get('/*', { compress: false }, page);
  app.get('/', { compress: false }, page);
  registerCookieChoicePost(app, opts.siteOrigin);
}
