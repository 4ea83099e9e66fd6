/** Server render entry: resolves the route, loads its data and renders the page to HTML. */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import './styles/global.css';
import { App, InPage } from './app/app';
import { headLinks, pageTitle, siteDescription } from './app/meta';
import { CookieNoticeView } from './app/layout/extras/cookie-notice-view';
import { pageMeta } from './routing/page-types';
import { guidePath } from './routing/guide-path';
import { pathTo } from './routing/paths';
import { type PageState, resolvePage } from './app/page-state';
import { allRoutes, routeByName, routeQuery } from './app/router/table';
import { type EmbeddedState, serializeState, stateElementId } from './app/state';
import type { ContentSource } from './data/content-source';
import { loadSiteData } from './data/site-data';
import type { MapTiles } from './domain/map-tiles';
import { type ProductApiConfig, defaultProductApiConfig } from './domain/product-api-config';
import { type Locale, locales, splitLocale, withLocale } from './domain/locale';
import { localityCodes, tariffTypes } from './domain/places';
import { catalogSource } from './i18n/catalogs';
import { messages as ukMessages } from './i18n/locales/uk/messages.po';
import { messages as ruMessages } from './i18n/locales/ru/messages.po';
import HomeTariffs from './pages/tariffs/home-tariffs';
import { type HomeTariffsProps, fillPart } from './ui/part-slot';
import { IslandsMode } from './ui/island';
import { FrozenPartsContext } from './ui/frozen';
import { frozenParts } from './app/frozen-parts';
import { Hydrated } from './ui/use-hydrated';

/** The whole-page app the entry loads for a page that is not in islands mode. */
const wholeApp = 'src/app/hydrate-app.tsx';

/** The shell's catalog merged with every page's: the server can render any page at once. */
const pageCatalogs = import.meta.glob<{ messages: Messages }>(['./pages/*/locales/*.po', './pages/*/*/locales/*.po', './forms/locales/*.po', './app/layout/extras/locales/*.po'], {
  eager: true,
});
function merged(locale: Locale, shell: Messages): Messages {
  const pages = Object.entries(pageCatalogs).filter(([file]) => file.endsWith(`/${locale}.po`));
  return Object.assign({}, shell, ...pages.map(([, m]) => m.messages)) as Messages;
}
const catalogs: Record<Locale, Messages> = { uk: merged('uk', ukMessages), ru: merged('ru', ruMessages) };

/**
 * Parts another feature owns render here at once (the browser loads them on demand and hydrates
 * them when they arrive); the page's HTML links the CSS of the parts it used.
 */
const usedParts = new Set<string>();
fillPart('homeTariffs', (props: HomeTariffsProps) => {
  usedParts.add('src/pages/tariffs/home-tariffs.tsx');
  return <HomeTariffs {...props} />;
});

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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An i18n instance with every catalog (the server's API answers use it for their messages too). */
export function i18nFor(locale: Locale): I18n {
  // A fresh instance per request: never the global one, uk and ru renders run concurrently.
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
}

function renderHead(i18n: I18n, locale: Locale, page: PageState, origin: string, titles: EmbeddedState['site']['routeTitles']): string {
  const title = pageTitle(i18n, locale, page, titles);
  const description = pageMeta(page.data).description || i18n._(siteDescription);
  const parts = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`];
  if (page.shell || page.status >= 400) {
    parts.push('<meta name="robots" content="noindex">');
  } else {
    const links = headLinks(origin, locale, page);
    parts.push(`<link rel="canonical" href="${escapeHtml(links.canonical)}">`);
    for (const alt of links.alternates) {
      parts.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
    }
  }
  return parts.join('\n    ');
}

export async function render(req: RenderRequest): Promise<RenderResult> {
  const { locale, path } = splitLocale(req.pathname);
  const i18n = i18nFor(locale);
  const sitePromise = siteDataFor(req);
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
  const rendered = (children: ReactNode) =>
    renderToString(
      <IslandsMode.Provider value={islands}>
        <Hydrated value={false}>{children}</Hydrated>
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

/**
 * The site data (phones, menus, offices…) is the same on every page and content never changes
 * while the server runs: read once per content source and configuration, not on every render.
 */
let siteMemo: { key: readonly unknown[]; site: Promise<EmbeddedState['site']> } | null = null;
function siteDataFor(req: RenderRequest): Promise<EmbeddedState['site']> {
  const key = [req.content, req.mapTiles ?? null, req.productApi] as const;
  if (!siteMemo || siteMemo.key.some((part, i) => part !== key[i])) {
    siteMemo = { key, site: loadSiteData(req.content, req.mapTiles ?? null, req.productApi) };
    void siteMemo.site.catch(() => (siteMemo = null));
  }
  return siteMemo.site;
}

/** serializeState's output, with the site data's part (the same on every page) made once. */
const siteJson = new WeakMap<object, string>();
// serializeState only stringifies and escapes: it serves for any part of the state.
const json = (value: unknown) => serializeState(value as EmbeddedState);
function stateJson(state: EmbeddedState): string {
  let site = siteJson.get(state.site);
  if (site === undefined) siteJson.set(state.site, (site = json(state.site)));
  return `{"locale":${json(state.locale)},"site":${site},"page":${json(state.page)}}`;
}

const noticeHtml = new Map<Locale, string>();
/**
 * The cookie notice for a visitor who has not chosen, in the page's language: placed after the
 * app's root (server/render/html.ts), so it paints with the page and hydration never sees it.
 */
function cookieNoticeHtml(locale: Locale): string {
  let html = noticeHtml.get(locale);
  if (html === undefined) {
    html = renderToString(
      <I18nProvider i18n={i18nFor(locale)}>
        <CookieNoticeView policyHref={withLocale(locale, pathTo('privacy-policy'))} />
      </I18nProvider>,
    );
    noticeHtml.set(locale, html);
  }
  return html;
}

/** The product API as loaders reach it from here: a relative base goes to this server itself. */
function serverProductApi(req: RenderRequest): ProductApiConfig | undefined {
  const config = req.productApi ?? defaultProductApiConfig;
  if (!req.apiOrigin || /^https?:\/\//.test(config.base)) return config;
  return { ...config, base: `${req.apiOrigin}${config.base}` };
}

/** The part of a page URL's query its page reads (the route table's `routeQuery`): the server caches pages under it. */
export function pageQuery(pathname: string, search: string): string {
  return routeQuery(splitLocale(pathname).path, search);
}

/**
 * The pages known before any visitor asks, in both languages: every route without parameters
 * and every tariff, locality, coverage, TV, FAQ category and guide page. The server renders
 * them once after it starts (server/render/prerender.ts).
 */
export async function knownPagePaths(content: ContentSource): Promise<string[]> {
  const [categories, guides] = await Promise.all([content.items('faq_category'), content.items('guides')]);
  const paths: string[] = [];
  for (const route of allRoutes) {
    if (route.path.includes(':') || route.redirect || route.online || route.status) continue;
    paths.push(pathTo(route.name));
  }
  for (const type of tariffTypes) {
    paths.push(pathTo('tariffs-type', { type }));
    for (const code of localityCodes) paths.push(pathTo('tariffs-type-code', { type, code }));
  }
  for (const city of localityCodes) paths.push(pathTo('cover-city', { city }));
  for (const c of categories) paths.push(pathTo('faq-category', { url_key: c.url_key }));
  for (const g of guides) paths.push(guidePath(g.kind, g.url_key));
  return locales.flatMap((locale) => paths.map((path) => withLocale(locale, path)));
}

// For the build's offline budget (scripts/offline-budget.mjs): what the service worker saves.
export { warmUrls } from './app/offline-warm';
export { assetRefs } from './domain/content/asset-ids';
export { assetUrl } from './domain/content/translate';
