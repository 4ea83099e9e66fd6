/**
 * The content answer cache is keyed by the parsed query: a parameter the API ignores (a random
 * cache-buster) or another spelling of the same query finds the entry already made, so a
 * thousand distinct URLs cost one answer. `x-cache: hit|miss` shows which.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function get(path: string): Promise<{ status: number; cache: string | null; body: string }> {
  const res = await fetch(server.url + path);
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() };
}

describe('the content answer cache', () => {
  it('answers the 1,000th distinct cache-buster from the entry the first made', async () => {
    const base = '/content/items/faq?fields=id,question_ukr&sort=-position&limit=5';
    const first = await get(base);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    for (let i = 1; i <= 1000; i++) {
      const busted = await get(`${base}&x=${i}${Math.random().toString(36).slice(2)}`);
      if (i === 1 || i === 1000 || busted.cache !== 'hit') {
        expect(busted, `cache-buster ${i}`).toEqual({ status: 200, cache: 'hit', body: first.body });
      }
    }
  });

  it('keys other spellings of one query alike', async () => {
    const filter = { _and: [{ category: { _eq: 2 } }, { position: { _lte: 3 } }] };
    const spellings = [
      `/content/items/faq?fields=id&sort=id&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      `/content/items/faq?filter=${encodeURIComponent(JSON.stringify(filter, null, 2))}&sort=id&fields=id`,
      `/content/items/faq?sort=id&fields=id&filter=${encodeURIComponent(JSON.stringify({ _and: [{ category: { _eq: 2 } }, { position: { _lte: 3 } }] }).replace(/:/g, ' : '))}&cb=7`,
    ];
    const answers = [];
    for (const path of spellings) answers.push(await get(path));
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'hit', 'hit']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('makes a $NOW answer anew each time', async () => {
    const path = '/content/items/news?fields=id&filter[date_created][_lte]=$NOW';
    const a = await get(path);
    const b = await get(path);
    expect(a.status).toBe(200);
    expect([a.cache, b.cache]).toEqual([null, null]);
  });
});
