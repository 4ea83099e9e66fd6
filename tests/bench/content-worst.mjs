// The worst content queries we can build inside the limits (docs/content-api.md), against the
// built server: each one's server time (median of 20, after warm-up, never from the answer cache),
// then 8 clients looping over the worst ones while /healthz is polled every 50 ms.
// Targets (2 cores): every query < 50 ms; /healthz < 100 ms while the 8 run.
import { cpus, loadavg } from 'node:os';
import { startServer } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const json = (v) => encodeURIComponent(JSON.stringify(v));
const nest = (levels) => (levels === 0 ? { name_ukr: { _icontains: 'а' } } : { _and: [nest(levels - 1), { position: { _gte: 0 } }] });
// 19 groups of 2 conditions = 57 nodes, the most that fits in 60 this way.
const wide = { _or: Array.from({ length: 19 }, (_, i) => ({ name_ukr: { _icontains: String.fromCharCode(1072 + i) }, position: { _gte: -i } })) };
const sort8 = ['-category.position', 'category.name_ukr', '-name_ukr', 'name_ru', '-position', 'hd', '-football', 'id'];
const fields64 = [...['*', 'category.*', 'tariffs.*'], ...Array.from({ length: 61 }, (_, i) => ['id', 'name_ukr', 'name_ru', 'position', 'hd', 'football', 'category.name_ukr', 'tariffs.translations.name'][i % 8])];

/** [label, path]; each request varies its limit, so none comes from the answer cache. */
export const worst = [
  ['largest collection, limit -1, all fields', `/content/items/tv_channels?limit=-1`],
  ['*.* at the related-items bound (55 x 9 tariffs)', `/content/items/tv_channels?limit=55&fields=*.*`],
  ['8 sort keys through a relation, 64 fields, 2 relations expanded', `/content/items/tv_channels?limit=250&sort=${sort8.join(',')}&fields=${fields64.join(',')}&deep=${json({ tariffs: { _limit: 1 } })}`],
  ['filter 60 nodes, _or of 19 x 2 with _icontains', `/content/items/tv_channels?limit=-1&filter=${json(wide)}&sort=${sort8.join(',')}`],
  ['filter groups 5 deep', `/content/items/tv_channels?limit=-1&filter=${json(nest(5))}&sort=-name_ukr`],
  ['_some over a list relation, 14 x 4 nodes', `/content/items/tv_channels?limit=-1&filter=${json({ _or: Array.from({ length: 14 }, (_, i) => ({ tariffs: { _some: { translations: { name: { _icontains: String.fromCharCode(1072 + i) } }, id: { _gte: i } } } })) })}`],
  ['search, 200 characters (no match: every text read)', `/content/items/tv_channels?limit=-1&search=${encodeURIComponent('а'.repeat(200))}`],
  ['search, 1 character matching most items', `/content/items/tv_channels?limit=-1&search=${encodeURIComponent('а')}`],
  ['12 aggregates with groupBy 4', `/content/items/tv_channels?groupBy=category,hd,football,position&limit=-1&aggregate=${json({ count: '*', countDistinct: ['name_ukr', 'tariffs'], sum: ['position', 'id'], avg: ['position', 'id'], min: ['position', 'id'], max: ['position'], sumDistinct: ['position'], avgDistinct: ['position'] })}`],
  ['deep on 300 items: _filter, _sort, _limit', `/content/items/tv_channels?limit=-1&fields=id,tariffs&deep=${json({ tariffs: { _filter: { translations: { name: { _icontains: 'а' } } }, _sort: ['-price', 'code', '-position', 'id'], _limit: 3 } })}`],
  ['products, limit -1, every field (descriptions, characteristics)', `/content/items/products?limit=-1`],
  ['products, search 1 character, sort 3', `/content/items/products?limit=-1&search=${encodeURIComponent('а')}&sort=-price,name,-popularity`],
  ['market products: 20 producers, every colour and stock, prices, 48 a page, in stock first', `/api/v1/market/products?producer=${Array.from({ length: 20 }, (_, i) => i + 1).join(',')}&colour=black,white,grey,silver,blue,red,green,beige&availability=instock,absend,not_available,temporary_absend,ask_operator&price_gt=0&price_lt=100000&size=48&ordering=availability`],
  ['market filters of every category under every filter', `/api/v1/market/filters/0?producer=${Array.from({ length: 20 }, (_, i) => i + 1).join(',')}&colour=black,white,grey,silver,blue,red,green,beige&availability=instock,absend,not_available,temporary_absend,ask_operator&price_gt=0&price_lt=100000`],
  // Refused with a 400 before parsing: a 16 KB sort list once held the event loop for 1.4 s.
  ['refused: a 16 KB sort list (over the 8,192-character bound)', `/content/items/tv_channels?limit=500&sort=${Array(3191).fill('id.a').join(',')}`],
  ['refused: 1,500 sort keys (over the 8-key bound)', `/content/items/tv_channels?limit=500&sort=${Array(1500).fill('id.a').join(',')}`],
  ['address_units, limit -1, sort 8, search', `/content/items/address_units?limit=-1&sort=${['-name_ukr', 'name_ru', 'locality', '-type', 'status', 'type', '-id', 'id'].join(',')}&search=${encodeURIComponent('о')}`],
];

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, bytes: body.byteLength, cache: res.headers.get('x-cache') };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run() {
  const server = await startServer();
  try {
    const rows = [];
    for (const [label, path] of worst) {
      // Warm-up (the product API takes no offset: its answers are not cached by the server).
      for (let i = 0; i < 3; i++) await timed(server.url + (path.startsWith('/api/') ? path : `${path}&offset=${i}`));
      const times = [];
      let last;
      for (let i = 0; i < 20; i++) {
        // A distinct page size each time: a real miss, the same work.
        last = await timed(server.url + path.replace(/limit=(-?\d+)/, (_, n) => `limit=${n === '-1' ? 1000 - i : Number(n) - i}`));
        if (last.cache === 'hit') throw new Error(`${label}: answered from the cache`);
        times.push(last.ms);
      }
      rows.push({ label, status: last.status, bytes: last.bytes, median: median(times), max: Math.max(...times), url: path.length });
    }
    console.log(`\nContent worst-case bench (${os()}), ${new Date().toISOString().slice(0, 10)}`);
    console.log('| request | status | answer bytes | URL chars | median ms | max ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.label} | ${r.status} | ${r.bytes} | ${r.url} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} |`);

    // 8 clients in loops over the 4 worst, /healthz polled meanwhile.
    const worstFour = [...rows].sort((a, b) => b.median - a.median).slice(0, 4).map((r) => worst.find(([l]) => l === r.label)[1]);
    let stop = false;
    let fired = 0;
    const loops = Array.from({ length: 8 }, async (_, k) => {
      let i = k;
      while (!stop) {
        const path = worstFour[i++ % worstFour.length];
        await timed(server.url + path.replace(/limit=(-?\d+)/, `limit=${900 - (fired++ % 500)}`));
      }
    });
    const health = [];
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      const h = await timed(`${server.url}/healthz`);
      health.push(h.ms);
      await new Promise((r) => setTimeout(r, 50));
    }
    stop = true;
    await Promise.all(loops);
    const sorted = [...health].sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    console.log(`\n8 clients looping over the 4 worst for ${seconds} s: ${fired} requests (${(fired / seconds).toFixed(0)}/s)`);
    console.log(`/healthz polled ${health.length} times: median ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
    const worstMs = Math.max(...rows.map((r) => r.median));
    const checks = [
      [`every worst request < 50 ms (worst median ${worstMs.toFixed(1)} ms)`, worstMs < 50],
      [`/healthz < 100 ms while 8 run (max ${sorted.at(-1).toFixed(1)} ms)`, sorted.at(-1) < 100],
    ];
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${label}`);
  } finally {
    server.stop();
  }
}

function os() {
  return `Node ${process.version}, ${cpus().length} cores (nproc), load average ${loadavg()[0].toFixed(1)} at the start, client and server on the same machine`;
}
