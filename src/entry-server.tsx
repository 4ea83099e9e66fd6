/**
 * Server render entry, the server's one door into src: resolves the route, loads its data and
 * renders the page to HTML (the head, the embedded state, the cookie notice and the pages known
 * ahead come from src/app/server/).
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import './styles/global.css';
import { App, InPage } from './app/app';
import { type PageState, resolvePage } from './app/page-state';
import { routeByName } from './app/router/table';
import { type EmbeddedState, stateElementId } from './app/state';
import { cookieNoticeHtml } from './app/server/cookie-notice-html';
import { siteDataFor, stateJson } from './app/server/embedded-state';
import { renderHead } from './app/server/head';
import { i18nFor } from './app/server/server-i18n';
import type { ContentSource } from './domain/content/source';
import type { MapTiles } from './domain/map-tiles';
import { type ProductApiConfig, defaultProductApiConfig } from './domain/product-api-config';
import { type Locale, splitLocale, withLocale } from './domain/locale';
import { catalogSource } from './i18n/catalogs';
import { parts as featureParts } from './app/parts';
import { type Parts, fillPart, partNames } from './ui/part-slot';
import { InlineSvgs } from './ui/content-picture';
import { IslandsMode } from './ui/island';
import { FrozenPartsContext } from './ui/frozen';
import { frozenParts } from './app/frozen-parts';
import { Hydrated } from './ui/use-hydrated';

export { i18nFor } from './app/server/server-i18n';
export { knownPagePaths, pageQuery } from './app/server/known-pages';
/** The whole-page app the entry loads for a page that is not in islands mode. */
const wholeApp = 'src/app/hydrate-app.tsx';

/**
 * Parts another feature owns render here at once (the browser loads them on demand and hydrates
 * them when they arrive); the page's HTML links the CSS of the parts it used.
 */
const usedParts = new Set<string>();
const partsReady = Promise.all(
  partNames.map(async (name) => {
    const part = featureParts[name];
    const Part = (await part.load('uk')) as ComponentType<object>;
    const Used = (props: object) => {
      usedParts.add(part.source);
      return <Part {...props} />;
    };
    fillPart(name, Used as Parts[typeof name]);
  }),
);

export interface RenderRequest {
  /** Full request path, "/ru/faq". */
  pathname: string;
  /** Query with "?", or "". */
  search: string;
  /** "https://example.com", for canonical and hreflang links. */
  origin: string;
  content: ContentSource;
  /** The map's tile server (server configuration), passed to pages with the site data. */
  mapTiles?: MapTiles | null;
  /** The product API client's configuration (server configuration), passed with the site data. */
  productApi?: ProductApiConfig;
  /** This server's own address ("http://127.0.0.1:8080"): loaders rendering here call the product API there. */
  apiOrigin?: string;
  /** Render the offline shell (layout only) instead of a route. */
  shell?: boolean;
  /** False: no page in islands mode (ISLANDS=off). */
  islands?: boolean;
  /** False: the layout's frozen parts are rendered with every page too (PART_CACHE=off). */
  partCache?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Locale;
      head: string;
      /** The app's root with the rendered page. */
      body: string;
      /** The embedded state the browser hydrates from (a script element, after the root). */
      state: string;
      /** Source files whose chunks and CSS the page needs (route page module, catalog). */
      modules: string[];
      /** Source files whose CSS the page needs but whose code loads only on demand (an islands-mode page's modules). */
      styleOnly: string[];
      /** The cookie notice in the page's language, for a visitor who has not chosen (after the root). */
      cookieNotice: string;
      /** False for a page that needs the network (its route's `online`): rendered afresh each time. */
      cacheable: boolean;
    };


export async function render(req: RenderRequest): Promise<RenderResult> {
  const { locale, path } = splitLocale(req.pathname);
  const i18n = i18nFor(locale);
  const sitePromise = siteDataFor(req);
  await partsReady;
  let page: PageState;
  if (req.shell) {
    page = { routeName: 'home', params: {}, path, search: '', data: null, status: 200, shell: true };
  } else {
    const resolution = await resolvePage(path, req.search, locale, req.content, undefined, serverProductApi(req));
    if ('redirect' in resolution) {
      const [target = '/', query] = resolution.redirect.split(/(?=\?)/);
      return { kind: 'redirect', status: 302, location: withLocale(locale, target) + (query ?? '') };
    }
    page = resolution.page;
  }
  const site = await sitePromise;
  const route = routeByName(page.routeName);
  // An islands-mode page: the server's HTML is the page; the browser hydrates only its islands.
  const islands = Boolean(req.islands !== false && route?.islands && !page.shell && !page.error && !page.offline);
  usedParts.clear(); // renderToString is synchronous: the set holds this page's parts only
  const props = { i18n, locale, site, page, ssrPath: withLocale(locale, path), ssrSearch: req.search.replace(/^\?/, '') };
  const drawing = req.content.drawing ? (id: string) => req.content.drawing?.(id) : null;
  const rendered = (children: ReactNode) =>
    renderToString(
      <IslandsMode.Provider value={islands}>
        <InlineSvgs.Provider value={drawing}>
          <Hydrated value={false}>{children}</Hydrated>
        </InlineSvgs.Provider>
      </IslandsMode.Provider>,
    );
  // Parts React will never hydrate are rendered once per key (src/ui/frozen.tsx), in the page's contexts.
  const parts = islands && req.partCache !== false ? frozenParts(locale, page, (part: ReactNode) => rendered(<InPage {...props}>{part}</InPage>)) : null;
  const html = rendered(
    <FrozenPartsContext.Provider value={parts}>
      <App {...props} />
    </FrozenPartsContext.Provider>,
  );
  const body = parts ? parts.fill(html) : html;
  // Islands carry their own props: the page's data would only be sent twice.
  const state: EmbeddedState = { locale, site, page: islands ? { ...page, data: null } : page };
  const pageModules = [...usedParts];
  if (route && !page.shell) pageModules.push(route.page.source);
  const modules = islands ? [] : [wholeApp, catalogSource(locale), ...pageModules];
  if (!islands && route && !page.shell) {
    const catalog = route.page.catalogSource(locale);
    if (catalog) modules.push(catalog);
  }
  return {
    kind: 'page',
    status: page.status,
    lang: locale,
    head: renderHead(i18n, locale, page, req.origin, site.routeTitles),
    body: `<div id="root"${islands ? ' data-mode="islands"' : ''}>${body}</div>`,
    state: `<script type="application/json" id="${stateElementId}">${stateJson(state)}</script>`,
    modules,
    // The layout's styles are the whole app's chunk's: an islands page links them without its code.
    styleOnly: islands ? [wholeApp, ...pageModules] : [],
    cookieNotice: cookieNoticeHtml(locale),
    cacheable: !(route?.online ?? false),
  };
}

/** The product API as loaders reach it from here: a relative base goes to this server itself. */
function serverProductApi(req: RenderRequest): ProductApiConfig | undefined {
  const config = req.productApi ?? defaultProductApiConfig;
  if (!req.apiOrigin || /^https?:\/\//.test(config.base)) return config;
  return { ...config, base: `${req.apiOrigin}${config.base}` };
}

// For the build's offline budget (scripts/offline-budget.mjs): what the service worker saves.
export { warmUrls } from './app/offline-warm';
export { assetRefs } from './domain/content/asset-ids';
export { assetUrl } from './domain/content/translate';
