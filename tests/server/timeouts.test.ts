import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

interface Outcome {
  /** Seconds from connecting until the server closed the connection. */
  closedAfter: number;
  /** What the server sent, as text (bodies may be cut). */
  text: string;
  received: number;
}

/** Opens a raw connection, lets `drive` write to it, and resolves when the server closes it (or after `limitMs`). */
function rawClient(drive: (socket: Socket, closed: () => boolean) => Promise<void> | void, opts: { limitMs: number; readAfterMs?: number }): Promise<Outcome> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ port: Number(port), host: '127.0.0.1' });
    let text = '';
    let closed = false;
    let received = 0;
    const finish = () => {
      if (closed) return;
      closed = true;
      clearTimeout(limit);
      resolve({ closedAfter: (performance.now() - started) / 1000, text, received });
    };
    const read = () =>
      socket.on('data', (d: Buffer) => {
        received += d.length;
        if (text.length < 4096) text += d.toString('latin1');
      });
    // A client that does not read: the socket stays paused and the server's writes back up.
    if (opts.readAfterMs) setTimeout(read, opts.readAfterMs);
    else read();
    socket.on('close', finish);
    socket.on('error', () => undefined);
    const limit = setTimeout(() => {
      text += `\n[still open after ${opts.limitMs} ms, ${received} bytes read]`;
      socket.destroy();
      finish();
    }, opts.limitMs);
    socket.on('connect', () => void drive(socket, () => closed));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function trickle(socket: Socket, closed: () => boolean, text: string, bytesPerTick: number, tickMs: number): Promise<void> {
  for (let at = 0; at < text.length && !closed(); at += bytesPerTick) {
    socket.write(text.slice(at, at + bytesPerTick));
    await sleep(tickMs);
  }
}

describe('slow and stalled clients', () => {
  it('closes trickling headers, trickling form bodies and clients that never read, while /healthz stays fast and a slow speed-test upload completes', async () => {
    const headers = rawClient((s, closed) => trickle(s, closed, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(200) + '\r\n\r\n', 1, 1000), { limitMs: 40_000 });

    const body = JSON.stringify({ name: 'Олена', phone: '+380501234567', consent: true });
    const formHead = `POST /api/v1/phone_callback/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const form = rawClient(
      async (s, closed) => {
        s.write(formHead);
        await trickle(s, closed, body, 1, 1000);
      },
      { limitMs: 40_000 },
    );

    // 1 GiB of garbage asked for and not read for 35 s: the server gives up after 20-21 s, and
    // reading then finds only what sat in the buffers, not the rest of the gibibyte.
    const neverReads = rawClient((s) => void s.write('GET /speedtest/garbage?ckSize=1024 HTTP/1.1\r\nHost: localhost\r\n\r\n'), { limitMs: 55_000, readAfterMs: 35_000 });

    // 280 KB at 8 KB/s: 35 s, longer than any limit of the forms.
    const uploadBytes = 35 * 8 * 1024;
    const upload = rawClient(
      async (s, closed) => {
        s.write(`POST /speedtest/empty HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${uploadBytes}\r\n\r\n`);
        const piece = Buffer.alloc(1024, 0x61);
        for (let sent = 0; sent < uploadBytes && !closed(); sent += piece.length) {
          s.write(piece);
          await sleep(125);
        }
      },
      { limitMs: 60_000 },
    );

    // /healthz answers promptly the whole time.
    const health: number[] = [];
    let watching = true;
    const healthLoop = (async () => {
      while (watching) {
        const t = performance.now();
        const res = await fetch(server.url + '/healthz');
        expect(res.status).toBe(200);
        await res.json();
        health.push(performance.now() - t);
        await sleep(1000);
      }
    })();

    const [h, f, n, u] = await Promise.all([headers, form, neverReads, upload]);
    watching = false;
    await healthLoop;

    expect(h.closedAfter).toBeLessThan(30);
    expect(h.text).toMatch(/^HTTP\/1\.1 408/);
    expect(f.closedAfter).toBeLessThan(30);
    expect(f.text).toMatch(/^HTTP\/1\.1 408/);
    expect(n.text).toMatch(/^HTTP\/1\.1 200/);
    expect(n.received).toBeLessThan(100 * 1024 * 1024);
    // Closed once the buffers are read: the server had closed its end at 20-21 s.
    expect(n.closedAfter).toBeLessThan(40);
    expect(u.text).toMatch(/^HTTP\/1\.1 200/);
    expect(u.text).toMatch(new RegExp(`x-bytes-received: ${uploadBytes}`, 'i'));
    expect(u.closedAfter).toBeGreaterThan(30);
    expect(health.length).toBeGreaterThan(25);
    // Every probe answered within 2 s (a second of slack for the other test files sharing two cores).
    expect(Math.max(...health)).toBeLessThan(2000);
  }, 90_000);
});
