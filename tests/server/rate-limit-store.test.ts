/**
 * The rate limits' shared counts (server/rate-limit-store.ts) on a real SQLite file and a real
 * PostgreSQL server: two instances counting one visitor at once lose no hit and give no hit
 * twice, a window that ended starts again, each limiter counts apart, and ended rows go.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import type { Db } from '../../server/db/db';
import { migrations } from '../../server/db/migrations';
import { databaseRateLimitStore } from '../../server/rate-limit-store';
import { bothEngines } from '../support/engines';

const fixtures = bothEngines('limits');

/** Two handles on one database, as two instances have. */
const engines: { name: string; open: () => Promise<[Db, Db]> }[] = [
  { name: 'SQLite', open: async () => [await openDatabase(fixtures.dir(), migrations), await openDatabase(fixtures.dir(), migrations)] },
  {
    name: 'PostgreSQL',
    open: async () => {
      const url = await fixtures.database();
      return [await openDatabase(fixtures.dir(), migrations, url), await openDatabase(fixtures.dir(), migrations, url)];
    },
  },
];

const limiter = (db: Db, nameSpace: string | undefined, clock: { now: number }): FastifyRateLimitStore => {
  const Store = databaseRateLimitStore(db, () => clock.now);
  return new Store({}).child({ nameSpace } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
};
const hit = (store: FastifyRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 5));

describe.each(engines)('shared rate limits over $name', ({ open }) => {
  let dbs: [Db, Db];
  const clock = { now: Date.UTC(2026, 10, 30, 9) };
  beforeEach(async () => {
    dbs = await open();
  });
  afterEach(async () => {
    await Promise.all(dbs.map((db) => db.close()));
  });

  it('counts the hits of one key within its window, with the time left', async () => {
    const store = limiter(dbs[0], 'forms:callback', clock);
    expect(await hit(store, '198.51.100.7')).toEqual({ current: 1, ttl: 60_000 });
    clock.now += 15_000;
    expect(await hit(store, '198.51.100.7')).toEqual({ current: 2, ttl: 45_000 });
    clock.now += 45_000;
    // The window has ended: the count starts again, with a whole window.
    expect(await hit(store, '198.51.100.7')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps each limiter and each address apart', async () => {
    const callback = limiter(dbs[0], 'forms:callback', clock);
    const vacancy = limiter(dbs[1], 'forms:vacancy', clock);
    await hit(callback, '198.51.100.7');
    expect((await hit(callback, '198.51.100.7')).current).toBe(2);
    expect((await hit(vacancy, '198.51.100.7')).current).toBe(1);
    expect((await hit(callback, '2001:db8:1:2::/64')).current).toBe(1);
  });

  it('gives 100 hits sent at once through two instances the counts 1 to 100, each once', async () => {
    const stores = dbs.map((db) => limiter(db, 'forms:callback', clock));
    const counts = await Promise.all(Array.from({ length: 100 }, (_, i) => hit(stores[i % 2]!, '203.0.113.9')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('refuses to count for a limiter without a name, which would share another one', async () => {
    await expect(hit(limiter(dbs[0], undefined, clock), '198.51.100.7')).rejects.toThrow(/nameSpace/);
  });

  it('deletes rows whose window has ended', async () => {
    const store = limiter(dbs[0], 'reads', clock);
    await hit(store, '198.51.100.1', 1_000);
    clock.now += 120_000;
    await hit(store, '198.51.100.2', 1_000);
    await expect.poll(async () => (await dbs[1].all<{ key: string }>('SELECT key FROM rate_limits')).map((r) => r.key)).toEqual(['reads:198.51.100.2']);
  });
});
