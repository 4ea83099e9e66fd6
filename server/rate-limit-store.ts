/**
 * @fastify/rate-limit's counts kept in the database, so instances that share it share every
 * limit: a visitor alternating between two instances gets the same number of tries as on one.
 * Each limiter names its own space (`nameSpace` in its options); the keys are the plugin's (the
 * client's address, an IPv6 /64 as one).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './db/database';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Rows whose window has ended are deleted at most this often, by whichever instance counts. */
const pruneEveryMs = 60_000;
/** A key the plugin hands over is an address or /64; anything longer is not one of ours. */
const maxKeyLength = 200;

export function databaseRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  const prune = (at: number) => {
    if (at - prunedAt < pruneEveryMs) return;
    prunedAt = at;
    db.run('DELETE FROM rate_limits WHERE reset_at <= ?', [at]).catch(() => undefined);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly space: string | null) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (this.space === null) return callback(new Error('a shared rate limit needs a nameSpace'));
      const at = now();
      // One statement, so two instances counting at once never lose a hit: a row past its
      // window starts again at 1; SET reads the row as it was, in both engines.
      db.get<{ hits: number; reset_at: number }>(
        `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
         RETURNING hits, reset_at`,
        [`${this.space}:${key.slice(0, maxKeyLength)}`, at + timeWindow, at, at],
      ).then(
        (row) => {
          prune(at);
          callback(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.reset_at ?? at) - at) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The limiter's own options reach here merged into these (server/forms/rate-limit.ts).
      const { nameSpace } = options as { nameSpace?: unknown };
      return new DatabaseStore(typeof nameSpace === 'string' ? nameSpace : null);
    }
  }

  return class extends DatabaseStore {
    constructor() {
      super(null);
    }
  };
}
