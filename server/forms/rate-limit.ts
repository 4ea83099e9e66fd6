/**
 * Tries per client address per form within a window (FORM_RATE_LIMIT), counted by
 * @fastify/rate-limit like every other limit of the server. Taken inside the handler, not as a
 * hook: a request refused earlier (no idempotency key, a bad body) is not counted.
 */
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A limiter's options with the name its counts are kept under: in a shared database
 * (server/rate-limit-store.ts) the same name on every instance is the same count.
 */
export function limiterOptions(nameSpace: string, { max, windowMs }: { max: number; windowMs: number }): CreateRateLimitOptions {
  const options: CreateRateLimitOptions & { nameSpace: string } = { max, timeWindow: windowMs, nameSpace };
  return options;
}

/** `name` tells this limiter's counts from every other's (the forms', the registration's reads…). */
export function createRateLimit(app: FastifyInstance, name: string, limit: { max: number; windowMs: number }) {
  // One count per form: the call-back form's limit does not spend the vacancy form's.
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  return {
    /** Counts a try; null when allowed, else the seconds until the next one is. */
    async take(kind: string, request: FastifyRequest): Promise<number | null> {
      let limiter = limiters.get(kind);
      if (!limiter) limiters.set(kind, (limiter = app.createRateLimit(limiterOptions(`${name}:${kind}`, limit))));
      const count = await limiter(request);
      return count.isAllowed || !count.isExceeded ? null : Math.max(1, count.ttlInSeconds);
    },
  };
}
export type RateLimit = ReturnType<typeof createRateLimit>;
