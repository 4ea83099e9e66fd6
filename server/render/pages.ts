/** Every GET that is not an asset or an API call is a page, rendered on the server. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentSource } from '../../src/data/content-source';
import { localeCookie, splitLocale } from '../../src/domain/locale';
import type { RenderRequest, RenderResult } from '../../src/entry-server';
import type { createAssetTags } from './assets-manifest';
import { htmlDocument } from './html';

export type RenderFn = (req: RenderRequest) => Promise<RenderResult>;

/** URLs of the offline shell, one per locale: precached by the service worker. */
export const shellPaths = ['/__shell', '/ru/__shell'];

export interface PagesOptions {
  render: RenderFn;
  tags: ReturnType<typeof createAssetTags>;
  content: ContentSource;
  publicOrigin: string | null;
}

function origin(request: FastifyRequest, configured: string | null): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

export function registerPages(app: FastifyInstance, opts: PagesOptions): void {
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
    const result = await opts.render({
      pathname: shell ? splitLocale(pathname).locale === 'ru' ? '/ru' : '/' : pathname,
      search: url.search,
      origin: origin(request, opts.publicOrigin),
      content: opts.content,
      shell,
    });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const assets = opts.tags(result.modules);
    reply
      .code(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('content-language', result.lang);
    return reply.send(htmlDocument({ lang: result.lang, head: result.head, assets: assets.head, body: result.body }));
  }

  app.get('/*', page);
  app.get('/', page);
}

