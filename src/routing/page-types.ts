/** What a page module and its loader receive: the contract between the router and features. */
import type { ContentSource } from '../data/content-source';
import type { Locale } from '../domain/locale';

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
}

export type Loader = (ctx: LoaderContext) => Promise<unknown>;

/** Thrown by a loader to show the 404 page. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly status = 404;
}
