/** The server's ContentSource: loaders query the in-memory store directly, no HTTP. */
import type { ContentSource } from '../../src/data/content-source';
import { publishedQuery } from '../../src/data/content-url';
import { execute } from './execute';
import type { ContentStore } from './store';

export function memoryContentSource(store: ContentStore): ContentSource {
  return {
    async items(collection, query) {
      const { published, fields } = store.get(collection);
      return execute(published, publishedQuery(query), fields, { collection, relations: store.relations }).data as never;
    },
  };
}
