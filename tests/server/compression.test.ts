import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, root, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as sent, not decoded (fetch would decode them). */
function rawGet(path: string, acceptEncoding: string | null, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const chromium = 'gzip, deflate, br, zstd';

describe('compressed pages and content answers', () => {
  for (const path of ['/', '/ru/tariffs', '/content/items/faq', '/content/items/news?limit=20&sort=-date_created&fields=id,date_created,translations.title,translations.description']) {
    it(`${path}: br and gzip decode to the identity bytes, with Vary and the right length`, async () => {
      const identity = await rawGet(path, null);
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.length).toBeGreaterThan(1024);
      for (const [accept, encoding, decode] of [
        [chromium, 'br', brotliDecompressSync],
        ['br', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        // Twice: the first answer makes the encoding, the second is served from what was kept.
        for (let round = 0; round < 2; round++) {
          const res = await rawGet(path, accept);
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding'], accept).toBe(encoding);
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          expect(Number(res.headers['content-length'])).toBe(res.body.length);
          expect(res.body.length).toBeLessThan(identity.body.length / 2);
          expect(decode(res.body).equals(identity.body), `${accept} round ${round}`).toBe(true);
        }
      }
    });
  }

  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['br;q=0.000', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0, *', undefined],
    ['identity', undefined],
    ['identity;q=0', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding "%s": %s, by the weights, never a coding refused by name', async (accept, encoding) => {
    const res = await rawGet('/', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('answers HEAD with the encoded length and no body', async () => {
    // A page's br bytes are made again, smaller, once in the background (docs/performance.md, "The
    // server's cold render"): compare HEAD with the GETs on either side of it once they agree.
    for (let tries = 0; tries < 100; tries++) {
      const before = await rawGet('/tariffs', 'br');
      const head = await rawGet('/tariffs', 'br', 'HEAD');
      const after = await rawGet('/tariffs', 'br');
      if (!before.body.equals(after.body)) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(after.body.length));
      expect(head.body.length).toBe(0);
      return;
    }
    throw new Error('the page’s br bytes never settled');
  });

  it('serves one content query written in two orders the same bytes', async () => {
    const a = await rawGet('/content/items/news?limit=2&fields=id,translations.title&sort=id', null);
    const b = await rawGet('/content/items/news?sort=id&fields=id,translations.title&limit=2', null);
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body.toString()).data).toHaveLength(2);
    expect(b.body.equals(a.body)).toBe(true);
  });

  it('serves small static files as compressed at build time, not compressed on each request', async () => {
    for (const file of ['robots.txt', 'icons/favicon.svg']) {
      for (const [accept, encoding, twin] of [
        [chromium, 'br', 'br'],
        ['gzip, deflate', 'gzip', 'gz'],
      ] as const) {
        const res = await rawGet(`/${file}`, accept);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding'], `${file} ${accept}`).toBe(encoding);
        expect(res.body.equals(readFileSync(join(root, 'dist', 'client', `${file}.${twin}`))), `${file}.${twin}`).toBe(true);
      }
    }
  });
});
