import type { CollectionItem, CollectionName } from '../domain/content/collections';
import type { ContentQuery } from '../domain/content/query';
import type { ContentSource } from '../domain/content/source';

/** A named content read: loaders run it (`read`), the service worker warms its URL for offline use. */
export interface QueryDef<C extends CollectionName = CollectionName> {
  collection: C;
  query: ContentQuery;
  /** The read through a loader's content source, typed by its collection. */
  read(content: ContentSource): Promise<CollectionItem<C>[]>;
}

export const defineQuery = <C extends CollectionName>(collection: C, query: ContentQuery = {}): QueryDef<C> => ({
  collection,
  query,
  read: (content) => content.items(collection, query),
});
