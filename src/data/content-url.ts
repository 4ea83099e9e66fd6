import type { CollectionName } from '../domain/content/collections';
import type { ContentQuery, Filter } from '../domain/content/query';
import { published, toSearchParams } from './content-query';

export const contentBase = '/content';

/** Adds the "published only" condition every public read carries. */
export function publishedQuery(query: ContentQuery = {}): ContentQuery {
  const filter: Filter = query.filter ? { ...published, ...query.filter } : published;
  return { ...query, filter };
}

/** The URL of a public content read: the same string for the page and the offline cache. */
export function contentUrl(collection: CollectionName, query: ContentQuery = {}): string {
  const qs = toSearchParams(publishedQuery(query));
  return `${contentBase}/items/${collection}${qs ? `?${qs}` : ''}`;
}
