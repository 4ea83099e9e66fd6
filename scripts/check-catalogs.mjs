// Fails when a catalog has a message without a translation (run after `lingui extract`).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { catalogFiles, root } from './catalog-files.mjs';

let failed = false;
for (const file of catalogFiles()) {
  const locale = relative(root, file);
  const entries = readFileSync(file, 'utf8').split(/\n\n+/);
  const missing = [];
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const str = /^msgstr "(.*)"((?:\n".*")*)$/m.exec(entry);
    if (!id) continue;
    const translation = (str?.[1] ?? '') + (str?.[2] ?? '').replace(/\n"|"/g, '');
    if (!translation) missing.push(id);
  }
  if (missing.length) {
    failed = true;
    console.error(`${locale}: ${missing.length} message(s) without a translation:\n  ${missing.join('\n  ')}`);
  } else {
    // quiet on success
  }
}
if (!failed) console.log(`every message translated in ${catalogFiles().length} catalogs`);
process.exit(failed ? 1 : 0);
