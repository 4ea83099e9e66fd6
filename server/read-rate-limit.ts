/**
 * A generous limit on reads of `/content/` and `/api/v1/` per client address (READ_RATE_LIMIT),
 * so one client cannot keep the server busy answering queries. A page's own reads, the offline
 * warm-up (about 200 requests at once) and the tests stay far below it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestMessages } from '../src/domain/forms/messages';
import { type I18nFor, Refusal, refuse, requestLocale, sendRefusal } from './forms/answers';

export interface ReadRate {
  max: number;
  windowMs: number;
}

export const defaultReadRate: ReadRate = { max: 600, windowMs: 10_000 };

/** Addresses counted in one window at most; more share one count (memory stays bounded). */
const maxAddresses = 100_000;

const readPath = /^\/(?:content|api\/v1)\//;

/**
 * The server's own reads while it renders a page come from loopback with no X-Forwarded-For:
 * they are not a client's, and are not counted.
 */
function isOwnCall(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return (/^(?:::ffff:)?127\./.test(peer) || peer === '::1') && request.headers['x-forwarded-for'] === undefined;
}

/** Fixed windows: every count starts again at the window's end. */
export function createReadLimiter({ max, windowMs }: ReadRate) {
  let counts = new Map<string, number>();
  let windowEnd = 0;
  return {
    /** Counts a read; null when allowed, else the seconds until the window ends. */
    take(address: string, now = Date.now()): number | null {
      if (now >= windowEnd) {
        counts = new Map();
        windowEnd = now + windowMs;
      }
      const id = counts.has(address) || counts.size < maxAddresses ? address : '*';
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      return count > max ? Math.max(1, Math.ceil((windowEnd - now) / 1000)) : null;
    },
  };
}

export function registerReadRateLimit(app: FastifyInstance, rate: ReadRate, i18nFor: I18nFor): void {
  const limiter = createReadLimiter(rate);
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !readPath.test(request.url) || isOwnCall(request)) return;
    const wait = limiter.take(request.ip);
    if (wait === null) return;
    const r = refuse(429, i18nFor(requestLocale(request)), 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) });
    return sendRefusal(reply, new Refusal(429, r.errors, { 'retry-after': String(wait) }));
  });
}
