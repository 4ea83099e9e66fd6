import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

/** A measurement server placed near subscribers: SPEEDTEST_ONLY=true. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SPEEDTEST_ONLY: 'true' });
});
afterAll(() => server?.stop());

const MiB = 1024 * 1024;
// The site's own page, on another origin than this measurement server.
const origin = 'https://zorianet.example';

describe('a measurement server only (SPEEDTEST_ONLY=true)', () => {
  it.each([['/'], ['/ru/tariffs'], ['/speed-test'], ['/api/v1/market'], ['/content/items/faq'], ['/sw.js'], ['/manifest.webmanifest']])(
    'serves no page, content, API or file: %s is 404 with a reason',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('No route');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('says it is healthy, and what it is', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', role: 'speedtest' });
  });

  it("answers the site's engine from another origin: download, latency, address", async () => {
    const headers = { origin };
    const garbage = await fetch(`${server.url}/speedtest/garbage?ckSize=1&r=${Math.random()}`, { headers });
    expect(garbage.status).toBe(200);
    expect(garbage.headers.get('access-control-allow-origin')).toBe('*');
    expect(garbage.headers.get('timing-allow-origin')).toBe('*');
    expect((await garbage.arrayBuffer()).byteLength).toBe(MiB);
    const empty = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`, { headers });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('access-control-allow-origin')).toBe('*');
    const ip = await fetch(`${server.url}/speedtest/getIP?r=${Math.random()}`, { headers });
    expect(ip.headers.get('access-control-allow-origin')).toBe('*');
    expect(await ip.json()).toMatchObject({ ip: '127.0.0.1' });
  });

  it('lets another origin upload and read what the server received', async () => {
    const preflight = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-encoding' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Encoding, Content-Type');
    const tid = 'a'.repeat(32);
    const upload = await fetch(`${server.url}/speedtest/empty?tid=${tid}&r=${Math.random()}`, {
      method: 'POST',
      body: new Blob([new Uint8Array(MiB)]),
      headers: { origin, 'content-encoding': 'identity' },
    });
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (upload.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['x-bytes-received', 'x-receive-span', 'server-timing']));
    expect(upload.headers.get('x-bytes-received')).toBe(String(MiB));
    const received = await fetch(`${server.url}/speedtest/received?tid=${tid}&live=1`, { headers: { origin } });
    expect(received.status).toBe(200);
    expect(received.headers.get('access-control-allow-origin')).toBe('*');
    const timeline = (await received.json()) as { bytes: number[] };
    expect(timeline.bytes.reduce((sum, b) => sum + b, 0)).toBe(MiB);
  });

  it('keeps a same-origin answer free of CORS heads', async () => {
    const res = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
