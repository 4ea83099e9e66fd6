/**
 * Rendered pages, kept so that a repeat visit costs neither React nor compression. Two stores:
 * the pages known at start (rendered ahead of visitors, kept for the process's life, a fixed
 * set) and the others, least recently used first out, bounded by their bytes. One render per
 * URL at a time: concurrent misses of one URL wait for the same render. With the route that
 * reports what it holds (PAGE_CACHE_STATS).
 */
import type { FastifyInstance } from 'fastify';
import { ByteLru, type EncodedBody, upgradeCounts } from '../compression';

export interface RenderedPage {
  status: number;
  lang: string;
  /**
   * The HTML with the cookie notice (true: for a visitor who has not chosen) or without it,
   * each made the first time a visitor of its kind asks, with each encoding once asked for.
   */
  body(notice: boolean): EncodedBody;
  /** The bytes it may come to hold: both variants, as rendered (encodings are counted by ByteLru). */
  bytes: number;
}

/** How a page was answered, in the `x-render` header. */
export type RenderSource = 'prerendered' | 'hit' | 'joined' | 'miss';

/** Bound of the store of pages not known at start: about 400 pages of 65 KB with their encodings. */
export const pageCacheBytes = 48 * 1024 * 1024;

/**
 * Content is loaded once per process and never changes while it runs, so a page's HTML is a
 * function of its URL (the query its route reads), the origin of its links and the year (in
 * the footer), and of whether the visitor has answered the cookie notice.
 */
export const pageCacheKey = (pathname: string, query: string, siteOrigin: string) => `${new Date().getFullYear()} ${siteOrigin}${pathname}${query}`;

export interface PageCacheOptions {
  /** Bound of the least-recently-used store (the known pages are counted apart). */
  maxBytes: number;
  /** False: every request renders (PAGE_CACHE=off, for the bench's cost of a miss). */
  enabled: boolean;
}

export class PageCache {
  private readonly known = new Map<string, RenderedPage>();
  private readonly recent: ByteLru<RenderedPage>;
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();
  private knownBytes = 0;
  /** Renders made on a visitor's request (misses), and ahead of visitors. */
  renders = 0;
  prerenders = 0;
  /** How long rendering the known pages took, once done. */
  prerenderMs: number | null = null;

  constructor(private readonly opts: PageCacheOptions) {
    this.recent = new ByteLru(opts.maxBytes);
  }

  /**
   * The page under `key`, from a store, from a render under way, or from `render` (which
   * answers null for what must not be kept: a redirect, a page that needs the network).
   * `keep`: whether a fresh page may be stored (not for 404s of arbitrary paths, not for long keys).
   */
  async get(
    key: string,
    render: () => Promise<{ page: RenderedPage; keep: boolean } | { other: unknown }>,
  ): Promise<{ source: RenderSource; page: RenderedPage } | { other: unknown }> {
    if (!this.opts.enabled) {
      this.renders++;
      const made = await render();
      return 'page' in made ? { source: 'miss', page: made.page } : made;
    }
    const known = this.known.get(key);
    if (known) return { source: 'prerendered', page: known };
    const hit = this.recent.get(key);
    if (hit) return { source: 'hit', page: hit };
    const pending = this.inFlight.get(key);
    if (pending) {
      const page = await pending;
      if (page) return { source: 'joined', page };
      // What the first render made was not a page to share (a redirect): make it again.
    }
    let other: unknown = null;
    const run = (async () => {
      this.renders++;
      const made = await render();
      if (!('page' in made)) {
        other = made.other;
        return null;
      }
      if (made.keep) this.recent.set(key, made.page);
      return made.page;
    })();
    this.inFlight.set(key, run);
    try {
      const page = await run;
      return page ? { source: 'miss', page } : { other };
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Keeps a page rendered ahead of visitors for the process's life. */
  setKnown(key: string, page: RenderedPage): void {
    if (this.known.has(key)) return;
    this.known.set(key, page);
    this.knownBytes += page.bytes;
    this.prerenders++;
  }

  hasKnown(key: string): boolean {
    return this.known.has(key);
  }

  /** What is kept: the known pages (a fixed set) and the bounded store of the others. */
  stats() {
    const recent = this.recent.size;
    return {
      enabled: this.opts.enabled,
      known: { entries: this.known.size, bytes: this.knownBytes },
      recent: { entries: recent.entries, bytes: recent.bytes, maxBytes: this.recent.maxBytes },
      renders: this.renders,
      prerenders: this.prerenders,
      prerenderMs: this.prerenderMs,
    };
  }
}

/**
 * What the page cache holds, for the tests and the bench (PAGE_CACHE_STATS only). `?gc=1`
 * collects garbage first when Node runs with --expose-gc: the bench reads what is held.
 */
export function registerPageCacheStats(app: FastifyInstance, cache: PageCache): void {
  app.get('/__page-cache', async (request, reply) => {
    const collect = (globalThis as { gc?: () => void }).gc;
    if ((request.query as { gc?: string }).gc === '1' && collect) collect();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    return reply.header('cache-control', 'no-store').send({ ...cache.stats(), upgrades: upgradeCounts.queued, memory: { rss, heapUsed, external, arrayBuffers, collected: Boolean(collect) } });
  });
}
