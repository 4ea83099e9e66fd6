// `npm run bench -- encodings [--path /] [--runs 15]`: the size and time of each compression
// level server/compression.ts may use, on a page as the built server renders it (identity bytes).
// Prints the median time of `runs` encodings per level, on this thread, one at a time.
import { loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSite, startServer } from './server.mjs';

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
}

const levels = [
  ['brotli 1', (b) => brotli(b, 1)],
  ['brotli 5', (b) => brotli(b, 5)],
  ['brotli 7', (b) => brotli(b, 7)],
  ['brotli 10', (b) => brotli(b, 10)],
  ['brotli 11', (b) => brotli(b, 11)],
  ['gzip 1', (b) => gzipSync(b, { level: 1 })],
  ['gzip 6', (b) => gzipSync(b, { level: 6 })],
  ['gzip 9', (b) => gzipSync(b, { level: 9 })],
];

function brotli(body, quality) {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

export async function run(args = []) {
  const path = option(args, 'path', '/');
  const runs = Number(option(args, 'runs', '15'));
  buildSite();
  const server = await startServer();
  let body;
  try {
    body = Buffer.from(await (await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  } finally {
    await server.stop();
  }
  console.log(`encodings of ${path} (${body.length} bytes identity), median of ${runs}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`);
  console.log('| level | bytes | vs brotli 11 | ms |');
  console.log('|---|---:|---:|---:|');
  const best = brotli(body, 11).length;
  for (const [name, encode] of levels) {
    const times = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      const start = process.hrtime.bigint();
      size = encode(body).length;
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const ms = times[Math.floor(times.length / 2)];
    console.log(`| ${name} | ${size} | ${(((size - best) / best) * 100).toFixed(1)} % | ${ms.toFixed(2)} |`);
  }
}
