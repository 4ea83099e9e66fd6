// Fails when a catalog has a message without a translation (run after `lingui extract`), or
// when one message is translated differently in two catalogs of a language: catalogs merge
// at run time, so the server and the browser could render different words (a hydration error).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { catalogFiles, root } from './catalog-files.mjs';

let failed = false;
/** Per language: message id -> first translation seen and where. */
const seen = { uk: new Map(), ru: new Map() };
for (const file of catalogFiles()) {
  const locale = relative(root, file);
  const lang = /(?:^|\/)(uk|ru)(?:\.po|\/messages\.po)$/.exec(locale)?.[1];
  const entries = readFileSync(file, 'utf8').split(/\n\n+/);
  const missing = [];
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const str = /^msgstr "(.*)"((?:\n".*")*)$/m.exec(entry);
    if (!id) continue;
    const translation = (str?.[1] ?? '') + (str?.[2] ?? '').replace(/\n"|"/g, '');
    if (!translation) missing.push(id);
    const context = /^msgctxt "(.*)"$/m.exec(entry)?.[1] ?? '';
    const key = `${context}\u0004${id}`;
    const earlier = lang && translation ? seen[lang].get(key) : undefined;
    if (earlier && earlier.translation !== translation) {
      failed = true;
      console.error(`"${id}" is "${earlier.translation}" in ${earlier.locale} but "${translation}" in ${locale}`);
    } else if (lang && translation && !earlier) seen[lang].set(key, { translation, locale });
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
