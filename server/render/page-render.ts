/**
 * One page made from its URL: the app's render in the page document with its assets, both
 * cookie-notice variants encoded on demand, and whether the page may be kept; or its redirect.
 */
import type { ContentSource } from '../../src/domain/content/source';
import { splitLocale, withLocale } from '../../src/domain/locale';
import type { MapTiles } from '../../src/domain/map-tiles';
import type { ProductApiConfig } from '../../src/domain/product-api-config';
import type { RenderRequest, RenderResult } from '../../src/entry-server';
import { EncodedBody } from '../compression';
import type { createAssetTags } from './assets-manifest';
import { htmlDocument } from './html';
import type { RenderedPage } from './page-cache';

export type RenderFn = (req: RenderRequest) => Promise<RenderResult>;

export interface PageRenderOptions {
  render: RenderFn;
  tags: ReturnType<typeof createAssetTags>;
  content: ContentSource;
  /** The coverage map's tile server, given to pages with the site data. */
  mapTiles?: MapTiles | null;
  /** The product API client's configuration, given to pages with the site data. */
  productApi?: ProductApiConfig;
  /** This server's own address, for loaders that read the product API while rendering. */
  apiOrigin?: () => string;
  /** PAGE_CACHE and PART_CACHE (server/config.ts). */
  pageCache: { enabled: boolean; parts?: boolean };
  /** ISLANDS: false renders every page for whole-page hydration. */
  islands?: boolean;
}

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

export function createPageRenderer(opts: PageRenderOptions) {
  const config = opts.pageCache;
  /** `shell`: the offline shell of the path's language, whatever the path says. */
  return async function renderFresh(pathname: string, query: string, siteOrigin: string, shell: boolean) {
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
  };
}
export type RenderFresh = ReturnType<typeof createPageRenderer>;
