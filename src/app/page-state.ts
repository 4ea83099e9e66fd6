/**
 * What a page shows: the route, its parameters and its loaded data, or an error. Resolved
 * the same way on the server (first render) and in the browser (later navigations).
 */
import type { ContentSource } from '../domain/content/source';
import type { Locale } from '../domain/locale';
import type { ProductApiConfig } from '../domain/product-api-config';
import { pathTo } from '../routing/paths';
import { isChunkLoadError, reloadIfChunkGone } from './chunk-reload';
import { matchRoute, notFoundRoute } from './router/table';
import { NotFoundError, RedirectError } from './router/types';

export interface PageState {
  routeName: string;
  params: Record<string, string>;
  /** Path inside the locale, without query. */
  path: string;
  /** Query string with its leading "?", or "". */
  search: string;
  data: unknown;
  status: number;
  /** Set for the error page. */
  error?: { status: number; message: string };
  /** The page could not load its data because the visitor is offline. */
  offline?: boolean;
  /** The offline shell: layout only, the browser renders the page from the URL. */
  shell?: boolean;
}

export type Resolution = { redirect: string } | { page: PageState };

export function errorStatus(error: unknown): number {
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } } | null;
  for (const candidate of [e?.statusCode, e?.status, e?.response?.status]) {
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

/** A fetch that never reached a server (offline, DNS, connection refused). */
function isNetworkFailure(error: unknown): boolean {
  const e = error as { response?: unknown; name?: string } | null;
  return (e?.name === 'FetchError' || e?.name === 'TypeError') && !e?.response;
}

export async function notFoundPage(path: string, search: string, locale: Locale): Promise<PageState> {
  await notFoundRoute.page.load(locale);
  return { routeName: notFoundRoute.name, params: {}, path, search, data: null, status: 404 };
}

export async function resolvePage(
  path: string,
  search: string,
  locale: Locale,
  content: ContentSource,
  signal?: AbortSignal,
  productApi?: ProductApiConfig,
): Promise<Resolution> {
  const match = matchRoute(path);
  if (!match || (match.route.check && !match.route.check(match.params))) {
    return { page: await notFoundPage(path, search, locale) };
  }
  const { route, params } = match;
  if (route.redirect) return { redirect: pathTo(route.redirect) + search };
  try {
    const ctx = { params, search: new URLSearchParams(search), locale, content, signal, productApi };
    const [, data] = await Promise.all([route.page.load(locale), route.load ? route.load(ctx) : null]);
    return { page: { routeName: route.name, params, path, search, data, status: route.status ?? 200 } };
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof RedirectError) return { redirect: error.to };
    if (error instanceof NotFoundError || errorStatus(error) === 404) {
      return { page: await notFoundPage(path, search, locale) };
    }
    if (typeof window !== 'undefined' && isChunkLoadError(error)) void reloadIfChunkGone(error);
    const page = { routeName: route.name, params, path, search, data: null };
    if (isNetworkFailure(error)) {
      return { page: { ...page, status: 503, offline: true } };
    }
    const status = errorStatus(error);
    const message = error instanceof Error ? error.message : String(error);
    return { page: { ...page, status, error: { status, message } } };
  }
}
