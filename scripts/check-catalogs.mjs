// Fails when a catalog has a message without a translation (run after `lingui extract`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
let failed = false;
for (const locale of ['uk', 'ru']) {
  const file = join(root, 'src', 'i18n', 'locales', locale, 'messages.po');
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
    console.log(`${locale}: every message translated`);
  }
}
process.exit(failed ? 1 : 0);
