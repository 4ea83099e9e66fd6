/**
 * A generous limit on reads of `/content/` and `/api/v1/` per client address (READ_RATE_LIMIT),
 * so one client cannot keep the server busy answering queries. A page's own reads, the offline
 * warm-up (about 200 requests at once) and the tests stay far below it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestMessages } from '../src/domain/forms/messages';
import { type I18nFor, Refusal, refuse, sendRefusal } from './forms/answers';
import { limiterOptions } from './forms/rate-limit';
import { requestLocale } from './request-locale';

const readPath = /^\/(?:content|api\/v1)\//;

/**
 * The server's own reads while it renders a page come from loopback with no X-Forwarded-For:
 * they are not a client's, and are not counted.
 */
export function isOwnCall(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return (/^(?:::ffff:)?127\./.test(peer) || peer === '::1') && request.headers['x-forwarded-for'] === undefined;
}

/** Counted by @fastify/rate-limit (registered before), in a hook: the paths are many routes'. */
export function registerReadRateLimit(app: FastifyInstance, { max, windowMs }: { max: number; windowMs: number }, i18nFor: I18nFor): void {
  const limiter = app.createRateLimit(limiterOptions('reads', { max, windowMs }));
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !readPath.test(request.url) || isOwnCall(request)) return;
    const count = await limiter(request);
    if (count.isAllowed || !count.isExceeded) return;
    const wait = Math.max(1, count.ttlInSeconds);
    const r = refuse(429, i18nFor(requestLocale(request)), 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) });
    return sendRefusal(reply, new Refusal(429, r.errors, { 'retry-after': String(wait) }));
  });
}
