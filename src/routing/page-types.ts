/** What a page module and its loader receive: the contract between the router and features. */
import type { ContentSource } from '../domain/content/source';
import type { Locale } from '../domain/locale';
import type { ProductApiConfig } from '../domain/product-api-config';

export interface PageProps {
  /** The route's title in the page's language: pages use it as their h1 unless data gives a better one. */
  title: string;
  data: unknown;
  params: Readonly<Record<string, string>>;
  search: string;
}

export interface LoaderContext {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  locale: Locale;
  content: ContentSource;
  signal?: AbortSignal;
  /** Where the product API client calls (the server's own address when rendering there); the browser's default when absent. */
  productApi?: ProductApiConfig;
}

export type Loader = (ctx: LoaderContext) => Promise<unknown>;

/** Thrown by a loader to show the 404 page. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly status = 404;
}

/** Thrown by a loader to send the browser to another page (a path without the locale prefix). */
export class RedirectError extends Error {
  override name = 'RedirectError';
  constructor(readonly to: string) {
    super(`redirect to ${to}`);
  }
}

/**
 * What a loader may say about its page besides its data: a title (the <title>, the last
 * breadcrumb and usually the h1, e.g. a news headline) and a description (meta description).
 * Loaders return it as `meta` in their data object.
 */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The path of the page's canonical URL when another address shows it too (without /ru). */
  canonical?: string;
}

/** The meta of a page's loaded data, if its loader gave one. */
export function pageMeta(data: unknown): PageMeta {
  const meta = data && typeof data === 'object' && 'meta' in data ? (data as { meta?: unknown }).meta : undefined;
  return meta && typeof meta === 'object' ? (meta as PageMeta) : {};
}
