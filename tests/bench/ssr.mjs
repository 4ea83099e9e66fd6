// Server-rendered pages per second and p99 latency at 50 connections, beside a static asset
// from the same server in the same run. Target: >= 1,000 pages/s with p99 < 100 ms (2 cores).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-bench-'));
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { url, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

function cannon(url, headers = {}, unique = false) {
  // unique: a new query string on every request, so no request is served from the page cache.
  const requests = unique ? [{ setupRequest: (req) => ({ ...req, path: `${req.path}?nocache=${Math.random().toString(36).slice(2)}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: seconds, headers, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function run() {
  execFileSync(process.execPath, [join(root, 'scripts', 'start.mjs')], { stdio: 'inherit', env: { ...process.env, BUILD_ONLY: '1' } });
  const server = await startServer();
  try {
    const html = await (await fetch(server.url + '/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const targets = [
      ['home page /', '/'],
      ['tariff page /tariffs/privat/kushugum', '/tariffs/privat/kushugum'],
      ['home page, Russian /ru', '/ru'],
      ['home page, every request rendered anew (page cache bypassed)', '/', true],
      ['static file /robots.txt', '/robots.txt'],
      [`static asset ${asset} (73 KB brotli)`, asset],
    ];
    // Warm up: JIT and caches.
    await cannon(server.url + '/');
    const rows = [];
    for (const [label, path, unique] of targets) {
      const r = await cannon(server.url + path, { 'accept-encoding': 'gzip, br' }, unique);
      rows.push({ label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    }
    console.log(`\nSSR benchmark: 50 connections, ${seconds} s each, ${os()}`);
    console.log('| target | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    const pages = rows.slice(0, 2);
    const ok = pages.every((r) => r.rps >= 1000 && r.p99 < 100);
    console.log(`target (pages >= 1000 req/s, p99 < 100 ms): ${ok ? 'met' : 'NOT met'}`);
  } finally {
    server.stop();
  }
}

function os() {
  return `Node ${process.version}, ${cpus().length} cores, client and server on the same machine`;
}
