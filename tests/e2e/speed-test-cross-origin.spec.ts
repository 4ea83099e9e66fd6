import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A page on another origin drives our measurement endpoints the way LibreSpeed's client does in
 * multi-server mode: XHRs with ?cors=true and a random r, garbage with ckSize, a bare POST to empty
 * before the upload, typeless upload bodies naming Content-Encoding (so Chromium sends a preflight),
 * getIP with isp=true. Every other route must stay closed to that page.
 */
const clientPage = `<!doctype html><meta charset="utf-8"><title>client</title><script>
function call(method, url, { body, headers = {}, type = '' } = {}) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let progressed = 0;
    let sent = 0;
    xhr.onprogress = (e) => (progressed = e.loaded);
    xhr.upload.onprogress = (e) => (sent = e.loaded);
    xhr.onload = () => resolve({ url, status: xhr.status, bytes: type === 'arraybuffer' ? xhr.response.byteLength : xhr.responseText.length, progressed,
      sent,
      text: type === 'arraybuffer' ? '' : xhr.responseText });
    xhr.onerror = () => resolve({ url, status: xhr.status, failed: true });
    xhr.open(method, url, true);
    if (type) xhr.responseType = type;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.send(body);
  });
}
window.runClient = async (server, closed) => {
  const r = () => Math.random();
  const out = {};
  out.select = [];
  for (let i = 0; i < 3; i++) out.select.push(await call('GET', server + 'empty?cors=true'));
  out.ip = await call('GET', server + 'getIP?cors=true&isp=true&distance=km&r=' + r());
  out.download = await Promise.all([0, 1].map(() => call('GET', server + 'garbage?cors=true&r=' + r() + '&ckSize=2', { type: 'arraybuffer' })));
  out.beforeUpload = await call('POST', server + 'empty');
  const block = new Blob([new Uint32Array(262144).map(() => Math.random() * 4294967295)]);
  out.upload = await Promise.all([0, 1].map(() => call('POST', server + 'empty?cors=true&r=' + r(), { body: block, headers: { 'Content-Encoding': 'identity' } })));
  out.ping = [];
  for (let i = 0; i < 5; i++) out.ping.push(await call('GET', server + 'empty?cors=true&r=' + r()));
  out.closed = [];
  for (const url of closed) out.closed.push(await call('GET', url + (url.includes('?') ? '&' : '?') + 'cors=true&r=' + r()));
  return out;
};
</script>`;

/** Cloudflare's published engine (@cloudflare/speedtest), served by the other origin's page. */
const cloudflareEngine = readFileSync(join(import.meta.dirname, '..', '..', 'node_modules', '@cloudflare', 'speedtest', 'dist', 'speedtest.js'));

let client: Server;
let clientOrigin = '';
test.beforeAll(async () => {
  client = createServer((req, res) => {
    if (req.url === '/speedtest.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(cloudflareEngine);
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(clientPage);
  });
  await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://localhost:${(client.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => client.close(() => resolve())));

type Call = { url: string; status: number; failed?: boolean; bytes?: number; progressed?: number; text?: string; sent?: number };
type Run = Record<'select' | 'download' | 'upload' | 'ping' | 'closed', Call[]> & { ip: Call; beforeUpload: Call };

test("LibreSpeed's multi-server requests from another origin succeed on the measurement endpoints only", async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    const m = /Access to XMLHttpRequest at '([^']+)' from origin '([^']+)' has been blocked by CORS policy/.exec(msg.text());
    if (m) blocked.push(`${new URL(m[1] as string).pathname} from ${m[2]}`);
  });
  await page.goto(`${clientOrigin}/`);
  const server = `${baseURL}/speedtest/`;
  const closed = [`${baseURL}/api/v1/whoami`, `${baseURL}/content/items/faq`, `${baseURL}/speedtest/counters`];
  const run = (await page.evaluate(([s, c]) => (window as unknown as { runClient: (s: string, c: string[]) => Promise<unknown> }).runClient(s, c), [server, closed] as const)) as Run;

  for (const call of [...run.select, ...run.ping, run.beforeUpload]) expect([call.url, call.status, call.text]).toEqual([call.url, 200, '']);
  expect(run.ip.status).toBe(200);
  expect(JSON.parse(run.ip.text ?? '{}')).toMatchObject({ ip: '127.0.0.1' });
  for (const call of run.download) expect([call.status, call.bytes, call.progressed]).toEqual([200, 2 * 1024 * 1024, 2 * 1024 * 1024]);
  // A typeless body naming Content-Encoding is not a simple request: each got through a preflight.
  for (const call of run.upload) expect([call.status, call.sent, call.text]).toEqual([200, 1024 * 1024, '']);
  // The page may not read any other route, and Chromium says so for those and only those.
  expect(run.closed.map((c) => [c.status, c.failed])).toEqual(closed.map(() => [0, true]));
  expect(blocked).toEqual(['/api/v1/whoami', '/content/items/faq', '/speedtest/counters'].map((p) => `${p} from ${clientOrigin}`));
});

test("Cloudflare's engine on another origin's page measures this server (__down, __up)", async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (/blocked by CORS policy/.test(msg.text())) blocked.push(msg.text());
  });
  await page.goto(`${clientOrigin}/`);
  const summary = (await page.evaluate(async (base) => {
    const { default: SpeedTest } = (await import(`${location.origin}/speedtest.js`)) as { default: new (o: object) => Record<string, unknown> };
    // A short plan (no packet loss: it needs Cloudflare's TURN relay).
    const engine = new SpeedTest({
      autoStart: false,
      downloadApiUrl: `${base}/__down`,
      uploadApiUrl: `${base}/__up`,
      logMeasurementApiUrl: null,
      logAimApiUrl: null,
      // On loopback a transfer can end within the engine's default 10 ms floor, which leaves no
      // figure at all: this test is about reaching the routes, so every transfer counts.
      bandwidthMinRequestDuration: 0,
      measurements: [
        { type: 'latency', numPackets: 3 },
        { type: 'download', bytes: 1e5, count: 2, bypassMinDuration: true },
        { type: 'upload', bytes: 1e5, count: 2, bypassMinDuration: true },
        { type: 'download', bytes: 1e6, count: 2, bypassMinDuration: true },
        { type: 'upload', bytes: 1e6, count: 2, bypassMinDuration: true },
      ],
    });
    return new Promise<unknown>((resolve, reject) => {
      engine.onFinish = (results: { getSummary: () => unknown }) => resolve(results.getSummary());
      engine.onError = (e: unknown) => reject(new Error(String(e)));
      (engine.play as () => void)();
    });
  }, baseURL)) as { download?: number; upload?: number; latency?: number };
  expect(blocked).toEqual([]);
  expect(summary.download).toBeGreaterThan(0);
  expect(summary.upload).toBeGreaterThan(0);
  expect(summary.latency).toBeGreaterThanOrEqual(0);
});
