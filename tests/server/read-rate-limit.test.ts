/**
 * Reads of /content/ and /api/v1/ are limited per client address (READ_RATE_LIMIT): past the
 * limit, 429 with a reason and Retry-After; other addresses, writes and pages go on. The
 * server's own calls (loopback, no X-Forwarded-For) are not counted.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, runServerExpectingFailure, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  // Behind a proxy: X-Forwarded-For names the client.
  server = await startServer({ READ_RATE_LIMIT: '30/10', TRUST_PROXY: 'true' });
});
afterAll(() => server?.stop());

const read = (path: string, from?: string, lang = 'uk') => fetch(server.url + path, { headers: { 'accept-language': lang, ...(from ? { 'x-forwarded-for': from } : {}) } });
const paths = ['/content/items/faq', '/api/v1/tv_channels/', '/content/server/ping', '/api/v1/front_api/whoami'];

describe('the read limit', () => {
  it('answers 30 reads in 10 s from one address, then 429 with a reason and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await read(paths[i % paths.length]!, '198.18.0.7')).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    for (const [path, lang, message] of [
      ['/content/items/faq', 'uk', /Забагато запитів/],
      ['/api/v1/tv_channels/', 'ru', /Слишком много запросов/],
    ] as const) {
      const res = await read(path, '198.18.0.7', lang);
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(10);
      const body = (await res.json()) as { errors: { code: string; message: string }[] };
      expect(body.errors[0]?.code).toBe('rate_limit');
      expect(body.errors[0]?.message).toMatch(message);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('another address, a page, and the server itself still get their answers', async () => {
    expect((await read('/content/items/faq', '198.18.0.8')).status).toBe(200);
    expect((await read('/faq', '198.18.0.7')).status).toBe(200);
    expect((await read('/content/items/faq')).status).toBe(200);
  });

  it('an address the client writes into X-Forwarded-For itself is not its address: the proxy appends the real one', async () => {
    // The proxy in front (TRUST_PROXY=true: one on this machine) appends the address it saw after what the client sent.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await read('/content/items/faq', `203.0.113.${i + 1}, 198.18.0.9`)).status);
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses[30]).toBe(429);
    // Nor does a client network written there make a visitor a client.
    const whoami = await fetch(server.url + '/api/v1/front_api/whoami', { headers: { 'x-forwarded-for': '10.1.2.3, 198.18.0.10' } });
    expect(((await whoami.json()) as { ip: string }).ip).toBe('198.18.0.10');
  });

  it('the count starts again after the window', async () => {
    const res = await read('/content/items/faq', '198.18.0.7');
    if (res.status === 429) await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000 + 100));
    expect((await read('/content/items/faq', '198.18.0.7')).status).toBe(200);
  }, 15_000);

  it('a bad TRUST_PROXY stops the server with a message naming it', async () => {
    const { code, output } = await runServerExpectingFailure({ TRUST_PROXY: 'proxy.example', DATA_DIR: join(tmpdir(), 'zorianet-never-made') });
    expect(code).toBe(1);
    expect(output).toMatch(/TRUST_PROXY must be false, true \(a proxy on this machine\).* \(was "proxy\.example"\)/);
  });

  it('TRUST_PROXY as the proxies\' subnets: the address after the last of them counts', async () => {
    const proxied = await startServer({ READ_RATE_LIMIT: '30/10', TRUST_PROXY: '127.0.0.0/8, ::1' });
    try {
      // 127.0.0.5 is a proxy too (a second hop on the loopback): the client is the address before it.
      const res = await fetch(proxied.url + '/api/v1/front_api/whoami', { headers: { 'x-forwarded-for': '10.9.9.9, 198.18.0.11, 127.0.0.5' } });
      expect(((await res.json()) as { ip: string }).ip).toBe('198.18.0.11');
    } finally {
      await proxied.stop();
    }
  });

  it('a bad READ_RATE_LIMIT stops the server with a message naming it', async () => {
    const { code, output } = await runServerExpectingFailure({ READ_RATE_LIMIT: 'lots', DATA_DIR: join(tmpdir(), 'zorianet-never-made') });
    expect(code).toBe(1);
    expect(output).toMatch(/READ_RATE_LIMIT must be "count\/seconds"/);
  });
});
