/** The browser's content source (the interface: src/domain/content/source.ts). */
import type { ContentSource } from '../domain/content/source';
import { contentUrl } from './content-url';

export { contentUrl, publishedQuery } from './content-url';

/** Thrown for an answer other than 200; carries the status for the error page. */
export class ContentHttpError extends Error {
  override name = 'ContentHttpError';
  constructor(
    readonly status: number,
    readonly response: Response,
  ) {
    super(`Content request failed with status ${status}`);
  }
}

/**
 * The browser's content source: GET /content/items/{collection}?... Plain fetch keeps the
 * first-load bundle small; a network failure surfaces as the TypeError fetch throws.
 */
export function httpContentSource(signal?: AbortSignal): ContentSource {
  return {
    async items(collection, query) {
      const response = await fetch(contentUrl(collection, query), { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new ContentHttpError(response.status, response);
      const body = (await response.json()) as { data: unknown };
      // A singleton collection (settings) answers one object, or null when it has none.
      return (Array.isArray(body.data) ? body.data : body.data == null ? [] : [body.data]) as never;
    },
  };
}
