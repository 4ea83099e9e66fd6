// Every Lingui catalog of the project: the shell's, the layout extras', one per feature folder and one per part.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function catalogFiles() {
  const files = ['uk', 'ru'].flatMap((l) => [join(root, 'src', 'i18n', 'locales', l, 'messages.po'), join(root, 'src', 'app', 'layout', 'extras', 'locales', `${l}.po`)]);
  const pages = join(root, 'src', 'pages');
  for (const feature of readdirSync(pages)) {
    // The page's catalog, and those of its parts loaded on demand (lazy/ and any folder with locales/).
    const parts = readdirSync(join(pages, feature), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'locales');
    for (const l of ['uk', 'ru']) {
      for (const dir of [join(pages, feature, 'locales'), ...parts.map((d) => join(pages, feature, d.name, 'locales'))]) {
        const file = join(dir, `${l}.po`);
        if (existsSync(file)) files.push(file);
      }
    }
  }
  return files;
}
