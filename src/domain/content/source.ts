/**
 * How loaders read content: one interface, two implementations. The server queries its
 * in-memory store directly (server/content/source.ts); the browser sends the same query over
 * HTTP (src/data/content-source.ts), and the service worker answers from its cache offline.
 */
import type { CollectionItem, CollectionName } from './collections';
import type { InlineSvg } from './inline-svg';
import type { ContentQuery } from './query';

export interface ContentSource {
  items<C extends CollectionName>(collection: C, query?: ContentQuery): Promise<CollectionItem<C>[]>;
  /** An asset's drawing, fit to be inlined (the server's source only; undefined when it is not). */
  drawing?(assetId: string): InlineSvg | undefined;
}
