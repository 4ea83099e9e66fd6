/** The content API under /content: items/{collection}, fields/{collection}, assets/{id}. */
import type { FastifyInstance } from 'fastify';
import { QueryError, parseSearchParams } from '../../src/data/content-query';
import { collections, isCollectionName } from '../../src/domain/content/collections';
import { createAssetStore, parseAssetOptions } from './assets';
import { execute } from './execute';
import type { ContentStore } from './store';

function rawQuery(url: string): [string, string][] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  try {
    return [...new URLSearchParams(url.slice(at + 1))];
  } catch {
    throw new QueryError('Malformed query string');
  }
}

export function registerContentRoutes(app: FastifyInstance, store: ContentStore): void {
  const assets = createAssetStore(store.dir);

  app.get<{ Params: { collection: string } }>('/content/items/:collection', async (request, reply) => {
    const { collection } = request.params;
    if (!isCollectionName(collection)) return reply.code(404).send({ errors: [{ message: `Unknown collection "${collection}"` }] });
    const query = parseSearchParams(rawQuery(request.url));
    const { items, fields } = store.get(collection);
    const result = execute(items, query, fields);
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
    return result;
  });

  app.get<{ Params: { collection: string } }>('/content/fields/:collection', async (request, reply) => {
    const { collection } = request.params;
    if (!isCollectionName(collection)) return reply.code(404).send({ errors: [{ message: `Unknown collection "${collection}"` }] });
    const schema = collections[collection].toJsonSchema({ fallback: (ctx) => ctx.base }) as {
      properties?: Record<string, { type?: unknown }>;
      required?: string[];
    };
    const required = new Set(schema.required ?? []);
    return {
      data: Object.entries(schema.properties ?? {}).map(([field, prop]) => ({
        collection,
        field,
        type: prop.type ?? 'alias',
        required: required.has(field),
      })),
    };
  });

  app.get<{ Params: { id: string } }>('/content/assets/:id', async (request, reply) => {
    const options = parseAssetOptions(request.query as Record<string, unknown>);
    const asset = await assets.get(request.params.id, options);
    if (!asset) return reply.code(404).send({ errors: [{ message: 'No such asset' }] });
    reply.header('content-type', asset.type);
    reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (asset.type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (asset.type === 'application/pdf') {
      // A notice's PDF is shown in an iframe on our own news page, and only there.
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return reply.send(asset.body);
  });
}
