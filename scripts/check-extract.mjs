// Runs `lingui extract` on a copy of the catalogs and fails if they would change (a message
// added, changed or removed without updating the catalogs) or if any lacks a translation.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogFiles, root } from './catalog-files.mjs';

const files = catalogFiles();
const before = files.map((f) => readFileSync(f, 'utf8'));
execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], { cwd: root, stdio: 'ignore' });
const after = files.map((f) => readFileSync(f, 'utf8'));
const stale = files.filter((_, i) => before[i] !== after[i]);
if (stale.length) {
  files.forEach((f, i) => writeFileSync(f, before[i] ?? ''));
  console.error(`Catalogs are stale; run npm run intl:extract and translate: ${stale.join(', ')}`);
  process.exit(1);
}
execFileSync(process.execPath, [join(root, 'scripts', 'check-catalogs.mjs')], { stdio: 'inherit' });
