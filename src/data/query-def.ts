import type { CollectionName } from '../domain/content/collections';
import type { ContentQuery } from './content-query';

/** A named content read: loaders run it, the service worker warms its URL for offline use. */
export interface QueryDef<C extends CollectionName = CollectionName> {
  collection: C;
  query: ContentQuery;
}

export const defineQuery = <C extends CollectionName>(collection: C, query: ContentQuery = {}): QueryDef<C> => ({
  collection,
  query,
});
