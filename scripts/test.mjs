// `npm test`: what CI runs. Builds if stale, then checks types, lint and the catalogs, then
// runs the unit and server tests (Vitest) and the end-to-end tests in Chromium (Playwright).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildCurrent, root } from './build-stamp.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const steps = [];
function step(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    summary();
    process.exit(result.status ?? 1);
  }
}
function summary() {
  const passed = steps.filter((s) => s.ok).length;
  console.log(`\n${steps.map((s) => `${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`).join('\n')}`);
  console.log(`steps: ${passed} passed, ${steps.length - passed} failed`);
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is needed for the end-to-end tests: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}
if (!isBuildCurrent()) execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
step('typecheck', bin('tsc'), ['-b']);
step('lint', bin('eslint'), ['--max-warnings', '0', '.']);
step('catalogs are current and translated', process.execPath, [join(root, 'scripts', 'check-extract.mjs')]);
step('unit and server tests', bin('vitest'), ['run']);
step('end-to-end tests', bin('playwright'), ['test']);
summary();
