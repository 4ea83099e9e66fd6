// Server-rendered pages per second and p99 latency at 50 connections, beside a content answer
// and a static asset from the same server in the same run, each with no Accept-Encoding and with
// Chromium's. Targets (2 cores): pages >= 1,000/s with p99 < 100 ms, with br at least 0.8x the
// uncompressed figure, and the server's memory after the run within 20 % of before.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { buildSite, startServer } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The server's resident memory, MB. */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

function cannon(url, headers = {}, unique = false, duration = seconds) {
  // unique: a new query string on every request, so no request is served from the page cache.
  const requests = unique ? [{ setupRequest: (req) => ({ ...req, path: `${req.path}?nocache=${Math.random().toString(36).slice(2)}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration, headers, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function run() {
  buildSite();
  const server = await startServer();
  try {
    const html = await (await fetch(server.url + '/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const targets = [
      ['home page /', '/'],
      ['tariff page /tariffs/privat/kushugum', '/tariffs/privat/kushugum'],
      ['home page, Russian /ru', '/ru'],
      ['home page, every request rendered anew (page cache bypassed)', '/', true],
      ['content query /content/items/faq', '/content/items/faq'],
      ['static file /robots.txt', '/robots.txt'],
      [`static asset ${asset} (73 KB brotli)`, asset],
    ];
    const encodings = [
      ['none', undefined],
      ['Chromium', 'gzip, deflate, br, zstd'],
    ];
    // Warm up: JIT, the heap's working size and the caches, on every target in both encodings.
    await cannon(server.url + '/');
    for (const [, path, unique] of targets) {
      for (const [, accept] of encodings) await cannon(server.url + path, accept ? { 'accept-encoding': accept } : {}, unique, 2);
    }
    await new Promise((r) => setTimeout(r, 2000));
    const rssBefore = rssMb(server.pid);
    const rows = [];
    for (const [label, path, unique] of targets) {
      for (const [encodingLabel, accept] of encodings) {
        const r = await cannon(server.url + path, accept ? { 'accept-encoding': accept } : {}, unique);
        rows.push({ label, path, unique, encodingLabel, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
      }
    }
    await new Promise((r) => setTimeout(r, 5000));
    const rssAfter = rssMb(server.pid);
    console.log(`\nSSR benchmark: 50 connections, ${seconds} s each, ${os()}`);
    console.log('| target | Accept-Encoding | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.label} | ${r.encodingLabel} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    console.log(`server RSS: ${rssBefore.toFixed(0)} MB before the runs, ${rssAfter.toFixed(0)} MB 5 s after`);
    const row = (path, enc) => rows.find((r) => r.path === path && !r.unique && r.encodingLabel === enc);
    const checks = [];
    for (const path of ['/', '/tariffs/privat/kushugum']) {
      for (const enc of ['none', 'Chromium']) {
        const r = row(path, enc);
        checks.push([`${path} (${enc}): >= 1000 req/s and p99 < 100 ms`, r.rps >= 1000 && r.p99 < 100 && r.errors === 0]);
      }
      const ratio = row(path, 'Chromium').rps / row(path, 'none').rps;
      checks.push([`${path}: Chromium's encodings at least 0.8x no encoding (${ratio.toFixed(2)}x)`, ratio >= 0.8]);
    }
    checks.push([`memory after the runs within 20 % of before (${((rssAfter / rssBefore - 1) * 100).toFixed(0)} %)`, rssAfter <= rssBefore * 1.2]);
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${label}`);
    console.log(`targets: ${checks.every(([, ok]) => ok) ? 'all met' : 'NOT all met'}`);
  } finally {
    server.stop();
  }
}

function os() {
  return `Node ${process.version}, ${cpus().length} cores, client and server on the same machine`;
}
