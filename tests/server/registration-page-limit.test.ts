/**
 * The registration pages' lookups: the server's own lookup while it renders /registration/{id}
 * is not counted against the API's limit (every visitor's render comes from loopback), and the
 * renders themselves are counted per visitor instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  // Two lookups per visitor through the API; pages get ten times as many.
  server = await startServer({ FORM_RATE_LIMIT: '2/600' });
});
afterAll(() => server?.stop());

// A request through a proxy, as every visitor's is: not the server's own call from loopback.
const visitor = { 'x-forwarded-for': '203.0.113.7', 'accept-language': 'uk' };

const lookup = (number: string) =>
  fetch(`${server.url}/api/v1/NEWELMA/questionnaire_list/`, { method: 'POST', headers: { ...visitor, 'content-type': 'application/json' }, body: JSON.stringify({ number }) });
const page = (path: string) => fetch(`${server.url}${path}`, { headers: visitor, redirect: 'manual' });

describe('registration pages and the lookup limit', () => {
  it("renders pages after the visitor's API lookups are spent, and counts the renders themselves", async () => {
    expect((await lookup('1001')).status).toBe(200);
    expect((await lookup('1001')).status).toBe(200);
    expect((await lookup('1001')).status).toBe(429);
    // The page's own lookup is the server's: it still answers.
    expect((await page('/registration/1001')).status).toBe(200);
    expect((await page('/registration/1003')).status).toBe(302);
    let last = 0;
    for (let i = 0; i < 20 && last !== 429; i++) last = (await page(`/registration/${9000 + i}`)).status;
    expect(last).toBe(429);
    const refused = await page('/registration?number=1001');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/Забагато запитів/);
    // Other pages are not counted with them.
    expect((await page('/registration')).status).toBe(200);
  });
});
