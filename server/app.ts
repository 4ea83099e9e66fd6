/** Builds the one Fastify server: static assets, content API, product API, pages. */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { QueryError } from './content/query-rules';
import { registerAddressUnits } from './api/address-units';
import { registerMarket } from './api/market';
import { registerTvChannels } from './api/tv-channels';
import { clientMatcher, registerWhoami } from './api/whoami';
import type { Config } from './config';
import { registerContentRoutes } from './content/routes';
import { registerDocumentPdfs } from './documents/routes';
import { registerOfflineSet } from './offline-set';
import { memoryContentSource } from './content/source';
import type { ContentStore } from './content/content-store';
import type { Db } from './db/database';
import { registerContentAnswerCache } from './content-answers';
import { bootScript, bootScriptHash, createAssetTags, loadManifest } from './render/assets-manifest';
import type { RenderFn } from './render/page-render';
import { registerPages } from './render/pages';
import { type I18nFor, formRefusalOf, sendRefusal } from './forms/answers';
import { registerForms } from './forms/routes';
import { createRateLimit } from './forms/rate-limit';
import { clientErrorHandler, frameworkErrors, registerSecurityHeaders } from './security';
import { createSiteOrigin } from './site-origin';
import { registerJsonBody } from './json-body';
import { registerReadRateLimit } from './read-rate-limit';
import { databaseRateLimitStore } from './rate-limit-store';
import { nodeHttpOptions, registerRequestGuards } from './request-guards';
import { registerSpeedTest } from './speedtest/routes';
import { createSpeedtestState } from './speedtest/state';
import { registerStoredResults } from './speedtest/stored-results';
import { startRegistration } from './registration/deps';
import { registerRegistration } from './registration/routes';
import { registerBodyRate, registerStalledWrites, serverTimeoutOptions } from './timeouts';
import { tileSource } from '../src/domain/map-tiles';
import { crmSources } from '../src/domain/product-api-config';

export interface ServerDeps {
  config: Config;
  content: ContentStore;
  db: Db;
  render: RenderFn;
  /** The browser build (dist/client). */
  clientDir: string;
  /** Translations for the API's answers (every catalog). */
  i18nFor: I18nFor;
}

/**
 * Files of the build a client may not ask for by name: the pre-compressed twins (the server
 * picks one by Accept-Encoding and answers it with its own type) and the manifest folder.
 */
export const isServedPath = (path: string) => !path.startsWith('/.vite') && !/\.(?:br|gz|map)$/i.test(path);

/** Long-lived caching for hashed files; revalidation for files whose name never changes. */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (/(sw\.js|manifest(\.ru)?\.webmanifest)(\.gz|\.br)?$/.test(path)) reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600, must-revalidate');
  if (/\.webmanifest(\.gz|\.br)?$/.test(path)) reply.header('content-type', 'application/manifest+json');
}

/** The origins of the measurement servers on other hosts (collection speedtest): the speed test calls them. */
const measurementOrigins = (content: ContentStore) => [
  ...new Set(
    content
      .items('speedtest')
      .flatMap((server) => (server.status === 'published' ? [server.url, ...Object.values(server.endpoints ?? {})] : []))
      .flatMap((url) => (url.startsWith('/') ? [] : [new URL(url).origin])),
  ),
];

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    logController: new LogController({ disableRequestLogging: true }),
    ...serverTimeoutOptions(),
    http: { ...serverTimeoutOptions().http, ...nodeHttpOptions },
    frameworkErrors,
    clientErrorHandler,
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof QueryError) return reply.code(400).send({ errors: [{ message: error.message }] });
    const refusal = formRefusalOf(error as { code?: string }, request, deps.i18nFor);
    if (refusal) return sendRefusal(reply, refusal);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // An upload refused half-way still has bytes in flight: close rather than read them.
      if (status === 413) reply.header('connection', 'close');
      return reply.code(status).send({ errors: [{ message: error.message }] });
    }
    request.log.error(error);
    return reply.code(500).send({ errors: [{ message: 'Internal server error' }] });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ errors: [{ message: `No route ${request.method} ${request.url.split('?')[0]}` }] }));

  const manifest = loadManifest(deps.clientDir);
  const boot = bootScript(deps.clientDir, manifest);
  // Every limit counts with it: the read limit's hook (below) and the forms' handlers ask it.
  // Instances that share a database share their counts; one alone counts in memory.
  await app.register(rateLimit, { global: false, ...(deps.db.engine === 'postgres' && { store: databaseRateLimitStore(deps.db) }) });
  registerSecurityHeaders(app, config.mapTiles ? [tileSource(config.mapTiles.url)] : [], [...crmSources(config.productApi), ...measurementOrigins(deps.content)], [bootScriptHash(boot)]);
  registerRequestGuards(app, deps.i18nFor);
  registerReadRateLimit(app, config.readRateLimit, deps.i18nFor);
  registerBodyRate(app);
  registerStalledWrites(app);
  registerJsonBody(app);
  const speedTest = { state: createSpeedtestState(), isProviderNetwork: clientMatcher(config.clientNetworks), counters: config.speedtestCounters, loss: config.loss };
  if (config.speedtestOnly) {
    // A measurement server near subscribers: the endpoints (with CORS) and its health, nothing else.
    app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok', role: 'speedtest' }));
    registerSpeedTest(app, speedTest);
    return app;
  }
  registerContentAnswerCache(app, deps.content.version);
  // Answers only: compressed request bodies are refused (server/request-guards.ts).
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: deps.clientDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
    allowedPath: isServedPath,
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await deps.db.get('SELECT 1');
    return { status: 'ok', content: deps.content.version };
  });

  // API and content paths never fall through to page rendering.
  const notFound = async (request: { method: string; url: string }, reply: FastifyReply) =>
    reply.code(404).send({ errors: [{ message: `No route ${request.method} ${request.url.split('?')[0]}` }] });
  app.all('/api/*', notFound);
  app.all('/content/*', notFound);
  app.all('/speedtest/*', notFound);
  registerSpeedTest(app, speedTest);

  const content = memoryContentSource(deps.content);
  let ownOrigin: string | undefined;
  registerContentRoutes(app, deps.content);
  registerWhoami(app, config);
  await registerForms(app, { config: config.forms, dataDir: config.dataDir, db: deps.db, content: deps.content, i18nFor: deps.i18nFor });
  registerStoredResults(app, { db: deps.db, i18nFor: deps.i18nFor, limits: createRateLimit(app, 'speedtest-results', config.forms.rateLimit) });
  registerRegistration(
    app,
    await startRegistration(app, { db: deps.db, dataDir: config.dataDir, i18nFor: deps.i18nFor, rateLimit: config.forms.rateLimit, registration: config.registration }),
  );
  registerAddressUnits(app, deps.content);
  registerTvChannels(app, deps.content);
  registerMarket(app, deps.content);
  registerDocumentPdfs(app, deps.content);
  registerOfflineSet(app);
  registerPages(app, {
    render: deps.render,
    mapTiles: config.mapTiles,
    productApi: config.productApi,
    pageCache: config.pageCache,
    islands: config.islands,
    tags: createAssetTags(manifest, boot),
    content,
    apiOrigin: () => {
      // Asked on every render: the address (a system call) is read once the server listens.
      if (ownOrigin) return ownOrigin;
      const address = app.server.address();
      if (typeof address !== 'object' || !address) return `http://127.0.0.1:${config.port}`;
      // A wildcard listener answers on loopback too.
      const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
      return (ownOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
    },
    siteOrigin: createSiteOrigin({
      publicOrigin: config.publicOrigin,
      allowedHosts: config.allowedHosts,
      listenHost: config.host,
      port: () => {
        const address = app.server.address();
        return typeof address === 'object' && address ? address.port : config.port;
      },
    }),
  });
  return app;
}
