// The server's HTML of every page type in both languages, with what changes from build to build
// or request to request made neutral (hashed asset names, the CSP nonce, the build stamp), so
// two snapshots can be compared byte for byte: a restructuring must not change what is served.
//   node scripts/html-snapshot.mjs http://127.0.0.1:8080 /tmp/before
//   (change, build, serve)  node scripts/html-snapshot.mjs http://127.0.0.1:8080 /tmp/after
//   diff -r /tmp/before /tmp/after
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [base, out] = process.argv.slice(2);
if (!base || !out) throw new Error('usage: node scripts/html-snapshot.mjs <server origin> <output folder>');
const source = readFileSync(new URL('../tests/e2e/page-types.ts', import.meta.url), 'utf8');
const list = source.slice(source.indexOf('export const pageTypes'), source.indexOf('] as const'));
const paths = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);

const neutral = (html) =>
  html
    .replace(/-[\w-]{8}\.(js|css)\b/g, '-00000000.$1')
    .replace(/\/assets\/[\w-]{8}\.css\b/g, '/assets/00000000.css')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"builtAt":"[^"]*"/g, '"builtAt":""');

mkdirSync(out, { recursive: true });
let count = 0;
for (const path of paths) {
  for (const url of [path, path === '/' ? '/ru' : `/ru${path}`]) {
    const response = await fetch(base + url, { headers: { 'Accept-Encoding': 'identity' }, redirect: 'manual' });
    const name = `${response.status}${url.replace(/[^a-z0-9]+/gi, '_')}.html`;
    writeFileSync(join(out, name), neutral(await response.text()));
    count++;
  }
}
console.log(`${count} pages written to ${out}`);
