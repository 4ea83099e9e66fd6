/**
 * The content API under /content, as a Directus server answers it (so its SDK reads it):
 * items/{collection}[/{id}], fields/{collection}, assets/{id}, server/ping|health|info.
 * Only published items exist here, whatever the query asks.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { QueryError, defaultLimit, maxLimit } from './query-rules';
import { type CollectionName, collections, isCollectionName, singletons } from '../../src/domain/content/collections';
import { createAssetStore, parseAssetOptions } from './assets';
import { execute } from './execute';
import { collectionInfo, fieldsOf } from './schema-info';
import { contentQueryOf } from './request-query';
import { Busy, createTurns } from './turns';
import type { ContentStore } from './content-store';

function unknownCollection(reply: FastifyReply, collection: string) {
  return reply.code(404).send({ errors: [{ message: `Unknown collection "${collection}"`, extensions: { code: 'ROUTE_NOT_FOUND' } }] });
}

export function registerContentRoutes(app: FastifyInstance, store: ContentStore): void {
  const assets = createAssetStore(store.dir);
  const turn = createTurns();
  /** Waits for this request's turn; false when the queue is full (503 sent). */
  const waitTurn = async (reply: FastifyReply): Promise<boolean> => {
    try {
      await turn();
      return true;
    } catch (e) {
      if (!(e instanceof Busy)) throw e;
      reply.code(503).header('retry-after', '1').send({ errors: [{ message: e.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
      return false;
    }
  };
  const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');

  app.get<{ Params: { collection: string } }>('/content/items/:collection', async (request, reply) => {
    const { collection } = request.params;
    if (!isCollectionName(collection)) return unknownCollection(reply, collection);
    const query = contentQueryOf(request);
    if (!(await waitTurn(reply))) return reply;
    const { published, fields } = store.get(collection);
    const result = execute(published, query, fields, { collection, relations: store.relations });
    cacheable(reply);
    // A singleton is one object, as Directus answers readSingleton; aggregates stay a list.
    if (singletons.has(collection) && !query.aggregate && !query.groupBy) return { ...result, data: result.data[0] ?? null };
    return result;
  });

  app.get<{ Params: { collection: string; id: string } }>('/content/items/:collection/:id', async (request, reply) => {
    const { collection, id } = request.params;
    if (!isCollectionName(collection)) return unknownCollection(reply, collection);
    const query = contentQueryOf(request);
    if (query.filter || query.sort || query.aggregate || query.groupBy || query.search !== undefined) {
      throw new QueryError('An item read by id takes fields, alias and deep only');
    }
    const { published, fields } = store.get(collection as CollectionName);
    const item = published.filter((i) => String(i.id) === id);
    const [data] = execute(item, { fields: query.fields, alias: query.alias, deep: query.deep }, fields, { collection, relations: store.relations }).data;
    // Like Directus, a missing item and one the visitor may not read answer alike.
    if (data === undefined) return reply.code(403).send({ errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] });
    cacheable(reply);
    return { data };
  });

  app.get('/content/server/ping', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8');
    return 'pong';
  });

  app.get('/content/server/health', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/health+json; charset=utf-8');
    return JSON.stringify({ status: 'ok' });
  });

  app.get('/content/server/info', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      data: {
        project: {
          project_name: 'ZoriaNet',
          project_descriptor: null,
          project_logo: null,
          project_color: null,
          default_language: 'uk-UA',
          public_registration: false,
          public_registration_verify_email: false,
        },
        queryLimit: { default: defaultLimit, max: maxLimit },
      },
    };
  });

  // Read-only schema routes, as Directus answers readCollections, readCollection, readFields,
  // readFieldsByCollection and readField.
  const noRoute = (reply: FastifyReply) => reply.code(404).send({ errors: [{ message: 'Route not found', extensions: { code: 'ROUTE_NOT_FOUND' } }] });
  app.get('/content/collections', async (_request, reply) => {
    cacheable(reply);
    return { data: (Object.keys(collections) as CollectionName[]).map(collectionInfo) };
  });
  app.get<{ Params: { collection: string } }>('/content/collections/:collection', async (request, reply) => {
    const { collection } = request.params;
    if (!isCollectionName(collection)) return unknownCollection(reply, collection);
    cacheable(reply);
    return { data: collectionInfo(collection) };
  });
  app.get('/content/fields', async (_request, reply) => {
    cacheable(reply);
    return { data: (Object.keys(collections) as CollectionName[]).flatMap((c) => fieldsOf(c, store.relations)) };
  });
  app.get<{ Params: { collection: string } }>('/content/fields/:collection', async (request, reply) => {
    const { collection } = request.params;
    if (!isCollectionName(collection)) return unknownCollection(reply, collection);
    cacheable(reply);
    return { data: fieldsOf(collection, store.relations) };
  });
  app.get<{ Params: { collection: string; field: string } }>('/content/fields/:collection/:field', async (request, reply) => {
    const { collection, field } = request.params;
    if (!isCollectionName(collection)) return unknownCollection(reply, collection);
    const found = fieldsOf(collection, store.relations).find((f) => f.field === field);
    if (!found) return noRoute(reply);
    cacheable(reply);
    return { data: found };
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
