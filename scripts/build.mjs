// Builds the browser bundle (with the service worker) and the server bundle, pre-compresses
// static files, prints the size budget and saves the build fingerprint.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fingerprint, root, stampFile } from './build-stamp.mjs';
import { measureOfflineSet, offlineBudget } from './offline-budget.mjs';

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const run = (...args) => execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });

const started = Date.now();
const stamp = fingerprint();
run('build', '--logLevel', 'warn');
run('build', '--ssr', '--logLevel', 'warn');
const client = join(root, 'dist', 'client');
copyFileSync(join(root, 'manifest.webmanifest'), join(client, 'manifest.webmanifest'));
copyFileSync(join(root, 'manifest.ru.webmanifest'), join(client, 'manifest.ru.webmanifest'));

// Source maps hold the whole source: kept beside the build (dist/sourcemaps/, same paths) for
// the benches and debugging, never in the served folder.
const sourcemaps = join(root, 'dist', 'sourcemaps');
rmSync(sourcemaps, { recursive: true, force: true });
function moveMaps(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) moveMaps(path);
    else if (name.endsWith('.map')) {
      const to = join(sourcemaps, relative(client, path));
      mkdirSync(dirname(to), { recursive: true });
      renameSync(path, to);
    }
  }
}
moveMaps(client);

// Pre-compressed twins of text files, served by @fastify/static's preCompressed option. Small
// ones too (robots.txt, icons): a file without twins is compressed by @fastify/compress on every
// request, whatever its size, as it streams.
function compressAll(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressAll(path);
    else if (/\.(js|css|svg|webmanifest|json|txt|xml|html)$/.test(name) && !name.endsWith('.map')) {
      const data = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
compressAll(client);

// The budgets, gzip-compressed: JavaScript a page loads with nobody touching it.
// - The home page is HTML first (islands mode): the boot script, the entry and the slider's
//   enhancer (Swiper itself loads when the slider is first needed); islands load React as they wake.
// - Any other page loads the whole app: boot, entry, the app's chunk and the shell's uk catalog
//   (its page's chunk comes on top, as before).
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const closure = (keys) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
};
// Judged with the chunks' content hashes in file names zeroed: a change to any lazy page renames
// its chunk, and the entry's gzip size then moved by up to ~10 bytes with the new hash's letters
// alone, failing a build at the budget's edge for code that never grew.
const unhashed = (f) => readFileSync(join(client, f), 'utf8').replace(/-[\w-]{8}\.(js|css)\b/g, '-00000000.$1');
const gzipped = (files) => [...files].reduce((sum, f) => sum + gzipSync(unhashed(f), { level: 9 }).length, 0);
const budgets = [
  { what: 'home page JS untouched (islands mode)', keys: ['src/boot.ts', 'src/entry-client.tsx', 'src/pages/home/hero-slider.enhance.ts'], kb: 10 },
  // Until 2026-11-28 one entry held the whole app (91.25 KB with the home page's chunk). Split
  // from the islands' entry it was 92.45 KB (the chunks' import lists and shared modules), and
  // the shell's plain scripts (src/shell), which every page runs, took it to 93.97 KB. The
  // layout's parts the server renders once (src/ui/frozen.tsx) took it from 94.39 to 94.53 KB.
  // The vacancy pages' islands share the mail, phone and map-pin icons with the layout, which
  // then come as three chunks of their own: 95.01 KB (the same code, 0.45 KB of chunk overhead).
  // The speed test's islands added two ways to wake an island to the scheduler every page runs
  // (a query pair, an `island:wake` event): 95.14 KB. Held clicks on an icon, the values typed into
  // a server-rendered form before it wakes, and Escape on a dialog the server sent open (/call):
  // 95.27 KB. jotai's store, which holds the state the shell shares (the online status, the
  // install offer, a waiting update, a call-back request): 97.52 KB. The forms became a feature
  // other features reach through the slots of parts (src/ui/part-slot.ts), filled by the islands
  // and the whole app alike, with the feature catalogs' table in a chunk both share: 98.00 KB.
  // The shop's pages in the route table (their loaders, its list parameters) and the footer's shop
  // column read from the `footers` collection: 98.32 KB; the list parameters and the chevron icon,
  // which the shop's pages share with the shell, as chunks of their own: 98.46 KB; a route's
  // list parameters in its cache key (a plain form's repeated checkboxes): 98.51 KB. The
  // registration's routes with their loaders and a loader's redirect (status other than 1 -> /404):
  // 98.68 KB. A failed chunk asked for again before the page reloads (only a 404 means a deploy):
  // 98.87 KB. Then, measured in this order (docs/performance.md, "The first load's own costs"):
  // the brand icons drawn inline instead of CSS masks over five SVG files, 99.63 KB; the service
  // worker registered after the load, 99.70 KB; one stylesheet for the whole app, so the entry
  // lists no lazy chunk's CSS, 98.82 KB. Every dynamic import through the boot script's
  // __freshImport, which asks for a failed chunk again under a new query (a browser keeps a failed
  // import failed: vite-plugins/fresh-imports.ts), 99.05 KB.
  { what: 'whole-app shell JS (other pages, before their own chunk)', keys: ['src/boot.ts', 'src/entry-client.tsx', 'src/app/hydrate-app.tsx', 'src/i18n/locales/uk/messages.po'], kb: 99.1 },
];
let overBudget = false;
for (const b of budgets) {
  const files = closure(b.keys);
  const gz = gzipped(files);
  console.log(`${b.what}: ${(gz / 1024).toFixed(2)} KB gzip in ${files.size} files with hashes zeroed (budget ${b.kb} KB)`);
  if (gz > b.kb * 1024) overBudget = true;
}
const precache = readFileSync(join(client, 'sw.js'), 'utf8').match(/"url":"[^"]+"/g)?.length ?? 0;
console.log(`service worker precaches ${precache} files`);
const offline = await measureOfflineSet(root);
const mb = (b) => (b / 1024 / 1024).toFixed(2);
console.log(
  `offline set: ${mb(offline.total)} MB (budget ${mb(offlineBudget)} MB): code and shells ${mb(offline.code)} MB, ` +
    `${offline.queries} content queries ${mb(offline.content)} MB, ${offline.assetCount} images and documents ${mb(offline.assets)} MB`,
);
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// A build over its budgets is not stamped current: the next `npm start` or `npm test` builds again
// and fails the same way, rather than serving or testing it as if it had passed.
if (overBudget) {
  console.error('JavaScript is over its budget');
  process.exit(1);
}
if (offline.total > offlineBudget) {
  console.error('the offline set is over its budget');
  process.exit(1);
}
writeFileSync(stampFile, JSON.stringify({ fingerprint: stamp, builtAt: new Date().toISOString() }));
