/**
 * Every list a content query carries is bounded, and a request over a bound is refused with a
 * 400 naming it before any of it is parsed: a 16 KB sort list once held the event loop for 1.4 s.
 * How long a refusal takes is the bench's to measure; here the bound that answers shows the order.
 * A parameter given in two forms (JSON and brackets) is refused rather than one silently winning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function refused(path: string): Promise<{ status: number; message: string }> {
  const res = await fetch(server.url + path);
  const body = (await res.json()) as { errors?: { message: string }[] };
  return { status: res.status, message: body.errors?.[0]?.message ?? '' };
}

describe('content query bounds', () => {
  it('refuses the 16 KB sort list by its length, before parsing it, naming the limit', async () => {
    const path = `/content/items/tv_channels?limit=7&sort=${Array.from({ length: 3191 }, () => 'id.a').join(',')}`;
    expect(path.length).toBeGreaterThan(15_900);
    const whole = await refused(path);
    expect(whole.status).toBe(400);
    expect(whole.message).toMatch(/at most 8192 characters/);
    // Under the length bound, the sort bound answers.
    const { status, message } = await refused(`/content/items/tv_channels?limit=7&sort=${Array.from({ length: 1500 }, () => 'id.a').join(',')}`);
    expect(status).toBe(400);
    expect(message).toMatch(/sort takes at most 8/);
    // The bound itself is served.
    expect((await fetch(`${server.url}/content/items/tv_channels?limit=7&sort=${Array(8).fill('-position').join(',')}`)).status).toBe(200);
  });

  const deep = (levels: number): unknown => (levels === 0 ? { id: { _gt: 0 } } : { _and: [deep(levels - 1)] });
  it.each([
    ['nine sort keys', `sort=${Array(9).fill('id').join(',')}`, /sort takes at most 8/],
    ['65 fields', `fields=${Array(65).fill('id').join(',')}`, /fields takes at most 64/],
    ['61 filter nodes', `filter=${json({ _or: Array.from({ length: 21 }, (_, i) => ({ id: { _eq: i }, position: { _gte: 0 } })) })}`, /at most 60 conditions/],
    ['filter groups six deep', `filter=${json(deep(6))}`, /at most 5 deep/],
    ['bracket groups six deep', `${'filter' + '[_and][0]'.repeat(6)}[id][_eq]=1`, /at most 5 deep/],
    ['13 aggregate pairs', `aggregate=${json({ min: ['id', 'position', 'category'], max: ['id', 'position', 'category'], sum: ['id', 'position', 'category'], avg: ['id', 'position', 'category'], count: '*' })}`, /at most 12/],
    ['a 201-character search', `search=${'я'.repeat(201)}`, /search takes at most 200/],
    ['five groupBy fields', 'groupBy=id,position,category,status,url_key&aggregate[count]=*', /groupBy takes at most 4/],
    ['a 1001 limit', 'limit=1001', /limit must be between -1 and 1000/],
    ['61 parameters', Array.from({ length: 61 }, (_, i) => `x${i}=1`).join('&'), /at most 60 parameters/],
  ])('refuses %s with a 400 naming the limit', async (_label, query, reason) => {
    const { status, message } = await refused(`/content/items/faq?${query}`);
    expect(status).toBe(400);
    expect(message).toMatch(reason);
  });

  it.each([
    ['filter', `filter=${json({ id: { _eq: 1 } })}&filter[id][_eq]=2`],
    ['aggregate', `aggregate=${json({ count: '*' })}&aggregate[min]=id`],
    ['aggregate', `aggregate[min]=id&aggregate=${json({ max: ['id'] })}`],
    ['deep', `deep=${json({ translations: { _limit: 1 } })}&deep[translations][_limit]=2`],
    ['alias', `alias=${json({ a: 'id' })}&alias[b]=position&fields=a,b`],
    ['groupBy', 'groupBy=category&groupBy[]=position&aggregate[count]=*'],
    ['sort', 'sort=id&sort[]=position'],
  ])('refuses %s given in two forms, naming it', async (name, query) => {
    const { status, message } = await refused(`/content/items/faq?${query}`);
    expect(status).toBe(400);
    expect(message).toContain(`"${name}" is given in two forms`);
  });
});
