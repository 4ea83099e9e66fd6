// Every Lingui catalog of the project: the shell's, the forms' and one per page folder.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function catalogFiles() {
  const files = ['uk', 'ru'].flatMap((l) => [join(root, 'src', 'i18n', 'locales', l, 'messages.po'), join(root, 'src', 'forms', 'locales', `${l}.po`)]);
  const pages = join(root, 'src', 'pages');
  for (const feature of readdirSync(pages)) {
    for (const l of ['uk', 'ru']) {
      for (const dir of [join(pages, feature, 'locales'), join(pages, feature, 'lazy', 'locales')]) {
        const file = join(dir, `${l}.po`);
        if (existsSync(file)) files.push(file);
      }
    }
  }
  return files;
}
