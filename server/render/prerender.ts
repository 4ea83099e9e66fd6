/**
 * The known pages, rendered once after the server listens: one at a time, yielding to
 * requests between pages, with their best encodings made off the event loop.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentSource } from '../../src/domain/content/source';
import { knownPagePaths } from '../../src/entry-server';
import { type PageCache, pageCacheKey } from './page-cache';
import type { RenderFresh } from './page-render';

export function prerenderKnownPages(
  app: FastifyInstance,
  cache: PageCache,
  opts: { content: ContentSource; siteOrigin: (request: FastifyRequest) => string; renderFresh: RenderFresh },
): void {
  async function prerender(): Promise<void> {
    const started = performance.now();
    const siteOrigin = opts.siteOrigin({ protocol: 'http', host: '' } as FastifyRequest);
    for (const pathname of await knownPagePaths(opts.content)) {
      await new Promise((resolve) => setImmediate(resolve));
      const key = pageCacheKey(pathname, '', siteOrigin);
      if (cache.hasKnown(key)) continue;
      const made = await opts.renderFresh(pathname, '', siteOrigin, false);
      if (!('page' in made) || !made.keep) continue;
      const body = made.page.body(true);
      await Promise.all([body.prepare('br'), body.prepare('gzip')]);
      cache.setKnown(key, made.page);
    }
    cache.prerenderMs = Math.round(performance.now() - started);
    const { known } = cache.stats();
    app.log.info(`rendered ${known.entries} known pages (${(known.bytes / 1048576).toFixed(1)} MB) in ${(cache.prerenderMs / 1000).toFixed(1)} s`);
  }
  app.addHook('onListen', (done) => {
    prerender().catch((error: unknown) => app.log.error(error, 'rendering the known pages failed'));
    done();
  });
}
