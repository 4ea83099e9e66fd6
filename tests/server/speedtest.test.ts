import { Agent, type IncomingMessage, request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

/** `GET /speedtest/counters` exists only when configured: these tests read it. */
const withCounters = { SPEEDTEST_COUNTERS: '1' };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(withCounters);
});
afterAll(() => server?.stop());

const MiB = 1024 * 1024;

describe('speed-test endpoints (LibreSpeed protocol)', () => {
  it('streams ckSize MiB of incompressible bytes, uncompressed and uncached', async () => {
    const res = await fetch(`${server.url}/speedtest/garbage?ckSize=2&r=${Math.random()}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-encoding')).toBe('identity');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('timing-allow-origin')).toBe('*');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(2 * MiB);
    expect(gzipSync(body.subarray(0, MiB)).length).toBeGreaterThan(MiB * 0.99);
  });

  it.each([['-1'], ['abc'], ['1.5'], ['0'], ['1e3']])('rejects ckSize=%s with 400 and a reason', async (ck) => {
    const res = await fetch(`${server.url}/speedtest/garbage?ckSize=${ck}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/ckSize/);
  });

  it('clamps a huge ckSize to 1024 MiB (headers only; the client stops reading)', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/speedtest/garbage?ckSize=999999999`, { signal: controller.signal });
    expect(res.headers.get('content-length')).toBe(String(1024 * MiB));
    controller.abort();
    // The server is unaffected.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('answers empty for latency probes and counts upload bytes with a monotonic clock', async () => {
    const get = await fetch(`${server.url}/speedtest/empty?r=1`);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('');
    const body = new Uint8Array(5 * MiB);
    const post = await fetch(`${server.url}/speedtest/empty?r=2`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } });
    expect(post.status).toBe(200);
    expect(post.headers.get('x-bytes-received')).toBe(String(5 * MiB));
    expect(post.headers.get('server-timing')).toMatch(/^recv;dur=\d+\.\d+;desc="5242880 bytes"$/);
  });

  it('counts an upload that names no content type (the engine sends typeless bodies: fewer bytes beside the measured ones)', async () => {
    const post = await fetch(`${server.url}/speedtest/empty?r=3`, { method: 'POST', body: new Blob([new Uint8Array(MiB)]) });
    expect(post.status).toBe(200);
    expect(post.headers.get('x-bytes-received')).toBe(String(MiB));
  });

  it('answers an upload early on request and reports its last bytes with the next answer on that connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    /** Sends `head` bytes, waits for the answer, then sends the rest: the answer must not wait for the whole body. */
    const post = (size: number, head: number, answerAfter?: number) =>
      new Promise<{ bytes: number; socket: unknown }>((resolve, reject) => {
        const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'content-length': String(size) };
        if (answerAfter !== undefined) headers['x-answer-after'] = String(answerAfter);
        const req = request(`${server.url}/speedtest/empty?r=${Math.random()}`, { method: 'POST', agent, headers }, (res) => {
          if (head < size) req.end(Buffer.alloc(size - head));
          res.resume();
          res.on('end', () => resolve({ bytes: Number(res.headers['x-bytes-received']), socket: req.socket }));
        });
        req.on('error', reject);
        req.write(Buffer.alloc(head));
        if (head === size) req.end();
      });
    try {
      const first = await post(8 * MiB, 2 * MiB, MiB);
      const second = await post(MiB, MiB);
      expect(second.socket).toBe(first.socket);
      expect(first.bytes).toBeGreaterThanOrEqual(MiB);
      expect(first.bytes).toBeLessThanOrEqual(2 * MiB);
      // Every byte is reported once: the first answer's tail comes with the second answer.
      expect(first.bytes + second.bytes).toBe(9 * MiB);
    } finally {
      agent.destroy();
    }
  });

  it('refuses an upload over 256 MiB part-way with 413, and keeps serving', async () => {
    const status = await new Promise<number | string>((resolve) => {
      const req = request(`${server.url}/speedtest/empty`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on('error', (e) => resolve(e.message));
      const block = Buffer.alloc(MiB);
      let sent = 0;
      const pump = () => {
        while (sent < 2048) {
          sent++;
          if (!req.write(block)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect([413, 'socket hang up', 'write EPIPE', 'read ECONNRESET', 'write ECONNRESET']).toContain(status);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('keeps its memory flat and serves others while one client stalls a 1 GiB download and another sends 2 GiB', async () => {
    // Resident and peak resident memory of the server process (Linux /proc), in MiB.
    const memory = () => {
      const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
      const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
      return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
    };
    // Start the peak from now (clear_refs 5 resets VmHWM), so earlier tests do not count.
    writeFileSync(`/proc/${server.process.pid}/clear_refs`, '5');
    const before = memory();
    // A reader that takes the headers of 1 GiB and then stops reading.
    const stalled = await new Promise<IncomingMessage>((resolve) => {
      request(`${server.url}/speedtest/garbage?ckSize=1024&r=${Math.random()}`, (res) => {
        res.pause();
        resolve(res);
      }).end();
    });
    // 2 GiB pushed at the upload endpoint.
    const upload = new Promise<number | string>((resolve) => {
      const req = request(`${server.url}/speedtest/empty`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on('error', (e) => resolve(e.message));
      const block = Buffer.alloc(MiB);
      let sent = 0;
      const pump = () => {
        while (sent < 2048) {
          sent++;
          if (!req.write(block)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    // Meanwhile another visitor's test gets all its bytes.
    const other = Buffer.from(await (await fetch(`${server.url}/speedtest/garbage?ckSize=16&r=${Math.random()}`)).arrayBuffer());
    expect(other.length).toBe(16 * MiB);
    expect([413, 'socket hang up', 'write EPIPE', 'read ECONNRESET', 'write ECONNRESET']).toContain(await upload);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const after = memory();
    stalled.destroy();
    // Neither the stalled gigabyte nor the 2 GiB upload was held in memory.
    expect(after.peak - before.rss).toBeLessThan(96);
  });

  it("answers Cloudflare's __down and __up for the reference engine", async () => {
    const down = await fetch(`${server.url}/__down?bytes=100000&measId=1`);
    expect(down.status).toBe(200);
    expect((await down.arrayBuffer()).byteLength).toBe(100000);
    expect(down.headers.get('server-timing')).toMatch(/^cfRequestDuration;dur=\d+\.\d+$/);
    const up = await fetch(`${server.url}/__up?measId=2`, { method: 'POST', body: '0'.repeat(50000), headers: { 'content-type': 'text/plain' } });
    expect(up.status).toBe(200);
    expect(up.headers.get('server-timing')).toMatch(/^cfRequestDuration;dur=/);
    expect((await fetch(`${server.url}/__down?bytes=-5`)).status).toBe(400);
    expect((await fetch(`${server.url}/__down`)).status).toBe(400);
  });

  it('says what garbage sent in a wall-clock window, and refuses a window it does not keep', async () => {
    // The timeline counts in 10 ms slots: keep the earlier tests' bytes out of the first one.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    await pause();
    const from = Date.now();
    await pause();
    const res = await fetch(`${server.url}/speedtest/garbage?ckSize=3&r=${Math.random()}`);
    expect((await res.arrayBuffer()).byteLength).toBe(3 * MiB);
    const to = Date.now() + 20;
    await pause();
    const window = (await (await fetch(`${server.url}/speedtest/counters?from=${from}&to=${to}`)).json()) as { sentBetween: number };
    expect(window.sentBetween).toBe(3 * MiB);
    const after = (await (await fetch(`${server.url}/speedtest/counters?from=${to}&to=${Date.now()}`)).json()) as { sentBetween: number };
    expect(after.sentBetween).toBe(0);
    for (const query of [`from=${to}&to=${from}`, `from=${from - 300_000}&to=${from}`, 'from=abc&to=1', `from=${from}`]) {
      const bad = await fetch(`${server.url}/speedtest/counters?${query}`);
      expect(bad.status, query).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/epoch milliseconds/);
    }
  });

  it('says what uploads brought in a wall-clock window', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    await pause();
    const from = Date.now();
    await pause();
    const body = new Uint8Array(2 * MiB + 123);
    const res = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } });
    expect(res.status).toBe(200);
    const to = Date.now() + 20;
    await pause();
    const window = (await (await fetch(`${server.url}/speedtest/counters?from=${from}&to=${to}`)).json()) as { receivedBetween: number };
    expect(window.receivedBetween).toBe(2 * MiB + 123);
    const after = (await (await fetch(`${server.url}/speedtest/counters?from=${to}&to=${Date.now()}`)).json()) as { receivedBetween: number };
    expect(after.receivedBetween).toBe(0);
  });

  it("keeps one test's uploads on one timeline, with a request cut off on its way", async () => {
    const tid = '0123456789abcdef0123456789abcdef'.split('').sort(() => Math.random() - 0.5).join('');
    const whole = await fetch(`${server.url}/speedtest/empty?tid=${tid}&r=${Math.random()}`, { method: 'POST', body: new Blob([new Uint8Array(2 * MiB + 5)]) });
    expect(whole.status).toBe(200);
    // A second upload of the same test is cut off after 1 MiB, before any answer.
    const cut = request(`${server.url}/speedtest/empty?tid=${tid}&r=${Math.random()}`, { method: 'POST', headers: { 'content-length': String(8 * MiB) } });
    cut.on('error', () => {});
    cut.write(Buffer.alloc(MiB));
    const total = async () => {
      const res = await fetch(`${server.url}/speedtest/received?tid=${tid}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const timeline = (await res.json()) as { slotMs: number; firstMs: number; bytes: number[] };
      expect(timeline.slotMs).toBe(25);
      expect(timeline.firstMs).toBeGreaterThan(0);
      return timeline.bytes.reduce((a, b) => a + b, 0);
    };
    for (let i = 0; i < 100 && (await total()) < 3 * MiB + 5 - 1; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    cut.destroy();
    // Every byte once (slots are rounded to whole bytes).
    expect(Math.abs((await total()) - (3 * MiB + 5))).toBeLessThan(100);
    // Another test's upload is not on it.
    await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`, { method: 'POST', body: new Blob([new Uint8Array(MiB)]) });
    expect(Math.abs((await total()) - (3 * MiB + 5))).toBeLessThan(100);

    const unknown = await fetch(`${server.url}/speedtest/received?tid=ffffffffffffffff0000000000000000`);
    expect(unknown.status).toBe(404);
    for (const bad of ['', 'XYZ', '123', 'g'.repeat(32), '0'.repeat(33)]) {
      const res = await fetch(`${server.url}/speedtest/received?tid=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/tid/);
    }
  });

  it("reads a test's timeline once its uploads still arriving have ended (a client reads it right after it stops)", async () => {
    const tid = 'fedcba9876543210'.split('').sort(() => Math.random() - 0.5).join('');
    const open = request(`${server.url}/speedtest/empty?tid=${tid}&r=${Math.random()}`, { method: 'POST', headers: { 'content-length': String(2 * MiB) } });
    open.on('error', () => {});
    open.on('response', (res: IncomingMessage) => res.resume());
    await new Promise<void>((resolve) => open.write(Buffer.alloc(MiB), () => resolve()));
    // Until the server has read some of it (a busy machine may take longer than any fixed wait):
    // a test it has not seen yet is unknown, 404.
    for (let seen = 0; seen === 0; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const live = (await (await fetch(`${server.url}/speedtest/received?tid=${tid}&live=1&from=0`)).json()) as { bytes: number[] };
      seen = live.bytes.reduce((a, b) => a + b, 0);
    }
    const asked = Date.now();
    const read = fetch(`${server.url}/speedtest/received?tid=${tid}`).then(async (res) => ({ at: Date.now(), timeline: (await res.json()) as { bytes: number[] } }));
    // The rest of the body arrives 300 ms after the client asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    open.end(Buffer.alloc(MiB));
    const { at, timeline } = await read;
    expect(Math.abs(timeline.bytes.reduce((a, b) => a + b, 0) - 2 * MiB)).toBeLessThan(100);
    expect(at - asked).toBeGreaterThanOrEqual(300);
    expect(at - asked).toBeLessThan(1000);
  });

  it("reads a test's timeline live, at once, while one long upload is still arriving", async () => {
    const tid = '0123456789abcdef'.split('').sort(() => Math.random() - 0.5).join('');
    const live = async (from = 0) => {
      const res = await fetch(`${server.url}/speedtest/received?tid=${tid}&live=1&from=${from}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { slotMs: number; firstMs: number; bytes: number[]; from: number; nowMs: number };
    };
    // Before any byte: an empty timeline that starts at the server's now.
    const before = await live();
    expect(before).toMatchObject({ bytes: [], from: 0 });
    expect(before.firstMs).toBe(before.nowMs);

    const open = request(`${server.url}/speedtest/empty?tid=${tid}&r=${Math.random()}`, { method: 'POST', headers: { 'content-length': String(64 * MiB) } });
    open.on('error', () => {});
    await new Promise<void>((resolve) => open.write(Buffer.alloc(MiB), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = Date.now();
    const first = await live();
    // The upload never ends: a read that waited for it would not answer at all.
    expect(Date.now() - asked).toBeLessThan(3000);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum(first.bytes) - MiB)).toBeLessThan(100);
    expect(first.nowMs).toBeGreaterThanOrEqual(first.firstMs + (first.bytes.length - 1) * first.slotMs);

    await new Promise<void>((resolve) => open.write(Buffer.alloc(MiB), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // From a slot on (the last one read may have filled since, as a client asks): the slots before it are left out.
    const from = first.bytes.length - 1;
    const later = await live(from);
    expect(later.from).toBe(from);
    expect(later.firstMs).toBe(first.firstMs);
    expect(Math.abs(sum(first.bytes.slice(0, from)) + sum(later.bytes) - 2 * MiB)).toBeLessThan(100);
    expect((await live(from + later.bytes.length + 40)).bytes).toEqual([]);
    open.destroy();

    for (const bad of ['live=2', 'live=1&from=-1', 'live=1&from=1.5', 'live=1&from=x', 'live=1&from=100001']) {
      const res = await fetch(`${server.url}/speedtest/received?tid=${tid}&${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: string }).error, bad).toMatch(/live|from/);
    }
  });

  it("keeps a probe's answer short (it crosses the measured line), and the pages' policy on pages", async () => {
    const probe = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`);
    const head = [...probe.headers].map(([k, v]) => `${k}: ${v}\r\n`).join('');
    expect(head.length).toBeLessThan(300);
    expect(probe.headers.get('x-content-type-options')).toBe('nosniff');
    expect(probe.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(probe.headers.get('cache-control')).toContain('no-store');
    expect(probe.headers.get('content-security-policy')).toBeNull();
    // Not a prefix match: the JSON endpoints beside it and every page keep the full set.
    for (const path of ['/speedtest/getIP', '/speedtest/counters', '/speed-test', '/speedtest/emptyx']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
    }
  });

  it('tells the client its address', async () => {
    const res = await fetch(`${server.url}/speedtest/getIP`);
    expect(await res.json()).toMatchObject({ ip: '127.0.0.1', processedString: '127.0.0.1', is_provider_network: false });
  });
});

describe("speed-test endpoints for LibreSpeed's multi-server clients (other origins)", () => {
  const origin = 'http://localhost:4299';
  const allowed = (res: Response) => [res.headers.get('access-control-allow-origin'), res.headers.get('access-control-allow-methods')];

  it('answers ?cors requests as LibreSpeed\'s backend does', async () => {
    const headers = { origin };
    const garbage = await fetch(`${server.url}/speedtest/garbage?cors=true&r=${Math.random()}&ckSize=1`, { headers });
    expect(garbage.status).toBe(200);
    expect(allowed(garbage)).toEqual(['*', 'GET, POST']);
    expect((await garbage.arrayBuffer()).byteLength).toBe(MiB);
    const ip = await fetch(`${server.url}/speedtest/getIP?cors=true&isp=true&r=${Math.random()}`, { headers });
    expect(allowed(ip)).toEqual(['*', 'GET, POST']);
    expect(await ip.json()).toMatchObject({ ip: '127.0.0.1' });
    const ping = await fetch(`${server.url}/speedtest/empty?cors=true&r=${Math.random()}`, { headers });
    expect(allowed(ping)).toEqual(['*', 'GET, POST']);
    expect(ping.headers.get('access-control-allow-headers')).toBe('Content-Encoding, Content-Type');
    const upload = await fetch(`${server.url}/speedtest/empty?cors=true&r=${Math.random()}`, {
      method: 'POST',
      body: new Blob([new Uint8Array(MiB)]),
      headers: { ...headers, 'content-encoding': 'identity' },
    });
    expect(upload.status).toBe(200);
    expect(allowed(upload)).toEqual(['*', 'GET, POST']);
    expect(upload.headers.get('x-bytes-received')).toBe(String(MiB));
  });

  it('allows the bare POST from another origin that LibreSpeed sends before its upload (no ?cors)', async () => {
    const res = await fetch(`${server.url}/speedtest/empty`, { method: 'POST', headers: { origin } });
    expect(res.status).toBe(200);
    expect(allowed(res)).toEqual(['*', 'GET, POST']);
  });

  it.each([['/speedtest/garbage'], ['/speedtest/empty'], ['/speedtest/getIP']])('answers the preflight of %s with 204 and what it allows', async (path) => {
    const res = await fetch(`${server.url}${path}?cors=true&r=${Math.random()}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-encoding' },
    });
    expect(res.status).toBe(204);
    expect(allowed(res)).toEqual(['*', 'GET, POST']);
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Encoding, Content-Type');
    expect(await res.text()).toBe('');
  });

  it("answers Cloudflare's engine (__down, __up) from another origin, Server-Timing readable", async () => {
    const headers = { origin };
    const exposed = (res: Response) => res.headers.get('access-control-expose-headers');
    const idle = await fetch(`${server.url}/__down?during=idle&bytes=0`, { headers });
    expect(idle.status).toBe(200);
    expect(allowed(idle)).toEqual(['*', 'GET, POST']);
    expect(exposed(idle)).toBe('Server-Timing');
    expect(idle.headers.get('server-timing')).toMatch(/^cfRequestDuration;dur=/);
    const down = await fetch(`${server.url}/__down?bytes=100000`, { headers });
    expect([down.status, (await down.arrayBuffer()).byteLength, allowed(down)[0]]).toEqual([200, 100000, '*']);
    const up = await fetch(`${server.url}/__up`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, body: '0'.repeat(100000) });
    expect([up.status, allowed(up)[0], exposed(up)]).toEqual([200, '*', 'Server-Timing']);
    for (const path of ['/__down', '/__up']) {
      const preflight = await fetch(`${server.url}${path}?bytes=1`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect([path, preflight.status, ...allowed(preflight)]).toEqual([path, 204, '*', 'GET, POST']);
    }
    // Same-origin calls (the bench's own page) keep their heads as they were.
    const own = await fetch(`${server.url}/__down?bytes=0`);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  // `received` answers other origins too: the site's engine reads it from a measurement server (speedtest-only.test.ts).
  it('keeps every other route same-origin', async () => {
    for (const path of ['/api/v1/whoami', '/content/items/faq', '/speedtest/counters', '/']) {
      const get = await fetch(`${server.url}${path}?cors=true`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(get.headers.get('content-type'), path).toBeTruthy();
      const preflight = await fetch(`${server.url}${path}?cors=true`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status, path).toBe(404);
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('adds nothing to same-origin answers (their heads cross the measured line)', async () => {
    const host = new URL(server.url).host;
    const probe = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`);
    const upload = await fetch(`${server.url}/speedtest/empty?r=${Math.random()}`, { method: 'POST', body: new Uint8Array(1000), headers: { origin: `http://${host}` } });
    for (const res of [probe, upload]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const head = [...probe.headers].map(([k, v]) => `${k}: ${v}\r\n`).join('');
    expect(head.length).toBeLessThan(300);
  });
});

describe('an upload the client cuts off', () => {
  let logged: RunningServer;
  beforeAll(async () => {
    logged = await startServer({ ...withCounters, LOG_LEVEL: 'info' });
  });
  afterAll(() => logged?.stop());

  /** Sends the head and `sent` bytes of a `declared`-byte body, then closes the socket. */
  function cutOffUpload(path: string, declared: number, sent: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(logged.url);
      const req = request({ hostname, port, path, method: 'POST', headers: { 'content-length': String(declared), 'content-type': 'application/octet-stream' } });
      req.on('error', () => {});
      req.write(Buffer.alloc(sent), (error) => {
        if (error) return reject(error);
        // Let the server read what was sent before the socket goes.
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
  }

  it('is not logged as a server error, and the server keeps serving', async () => {
    const counters = async () => (await (await fetch(`${logged.url}/speedtest/counters`)).json()) as { receivedPartial: number };
    const before = await counters();
    await cutOffUpload(`/speedtest/empty?r=${Math.random()}`, 8 * MiB, MiB);
    await cutOffUpload(`/speedtest/empty?tid=${'ab'.repeat(8)}&r=${Math.random()}`, 8 * MiB, MiB);
    await cutOffUpload('/__up', 8 * MiB, MiB);
    await new Promise((r) => setTimeout(r, 300));
    // No error or stack in the log...
    const lines = logged.output().trim().split('\n');
    expect(lines.filter((line) => /"level":(50|60)|stack|ECONNRESET/.test(line))).toEqual([]);
    // (The log is read: it holds the server's info lines.)
    expect(lines.filter((line) => line.includes('"level":30')).length).toBeGreaterThan(0);
    // ...though the server saw the three uploads, and counted each as cut off once.
    expect((await counters()).receivedPartial - before.receivedPartial).toBe(3 * MiB);
    expect((await fetch(`${logged.url}/healthz`)).status).toBe(200);
    const upload = await fetch(`${logged.url}/speedtest/empty?r=${Math.random()}`, { method: 'POST', body: new Uint8Array(MiB) });
    expect(upload.headers.get('x-bytes-received')).toBe(String(MiB));
  });
});

describe('the byte counters (for the bench and the end-to-end check)', () => {
  it('do not exist unless SPEEDTEST_COUNTERS is on: 404 like any unknown route', async () => {
    const plain = await startServer();
    try {
      for (const path of ['/speedtest/counters', `/speedtest/counters?from=${Date.now() - 1000}&to=${Date.now()}`]) {
        const res = await fetch(`${plain.url}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.json()).toEqual({ errors: [{ message: 'No route GET /speedtest/counters' }] });
      }
      // The endpoints that measure are all there.
      expect((await fetch(`${plain.url}/speedtest/empty?r=${Math.random()}`)).status).toBe(200);
    } finally {
      await plain.stop();
    }
  });

  it('answer when SPEEDTEST_COUNTERS is on, counting what this server moved', async () => {
    const counted = await startServer(withCounters);
    try {
      const read = async () => (await (await fetch(`${counted.url}/speedtest/counters`)).json()) as { sent: number; received: number; receivedPartial: number };
      expect(await read()).toEqual({ sent: 0, received: 0, receivedPartial: 0, lossSessions: 0 });
      await (await fetch(`${counted.url}/speedtest/garbage?ckSize=1&r=${Math.random()}`)).arrayBuffer();
      await fetch(`${counted.url}/speedtest/empty?r=${Math.random()}`, { method: 'POST', body: new Uint8Array(1000) });
      expect(await read()).toEqual({ sent: MiB, received: 1000, receivedPartial: 0, lossSessions: 0 });
    } finally {
      await counted.stop();
    }
  });
});
