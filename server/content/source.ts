/** The server's ContentSource: loaders query the in-memory store directly, no HTTP. */
import type { ContentSource } from '../../src/data/content-source';
import { publishedQuery } from '../../src/data/content-url';
import { execute } from './execute';
import type { ContentStore } from './store';

export function memoryContentSource(store: ContentStore): ContentSource {
  return {
    async items(collection, query) {
      const { items, fields } = store.get(collection);
      return execute(items, publishedQuery(query), fields).data as never;
    },
  };
}
