// `npm test`: what CI runs. Builds if stale, then checks types, lint and the catalogs, then
// runs the unit and server tests (Vitest), the storing suites again on PostgreSQL, and the
// end-to-end tests in Chromium (Playwright).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildCurrent, root } from './build-stamp.mjs';
import { machineLine } from './machine-cost.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const steps = [];
function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    summary();
    process.exit(result.status ?? 1);
  }
}
/**
 * Steps run side by side, each one's output printed when it ends (not interleaved): typecheck and
 * lint take a core each for 20-50 s (one after the other they took 63-85 s of CI). Vitest beside
 * the page-type sweep was tried and failed: docs/ci-time.md.
 */
async function together(list) {
  const runs = list.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n▶ ${name}${output ? `\n${output.trimEnd()}` : ''}`);
          steps.push({ name, ok: code === 0, seconds });
          resolve(code);
        });
      }),
  );
  const codes = await Promise.all(runs);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(`\n✗ ${list.filter((_, i) => codes[i] !== 0).map(([name]) => name).join(', ')} failed`);
    summary();
    process.exit(failed ?? 1);
  }
}
// Step times only compare between machines of like cost (docs/ci-time.md).
const machine = machineLine();
console.log(`machine: ${machine}`);
function summary() {
  const passed = steps.filter((s) => s.ok).length;
  console.log(`\n${steps.map((s) => `${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`).join('\n')}`);
  console.log(`steps: ${passed} passed, ${steps.length - passed} failed (machine at the start: ${machine})`);
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is needed for the end-to-end tests: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}
if (!isBuildCurrent()) execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
await together([
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
]);
step('catalogs are current and translated', process.execPath, [join(root, 'scripts', 'check-extract.mjs')]);
step('unit and server tests', bin('vitest'), ['run']);
step('the suites that store something, on PostgreSQL', bin('vitest'), ['run'], { TEST_DATABASE: 'postgres' });
step('end-to-end tests', bin('playwright'), ['test']);
summary();
