import type { LinguiConfig } from '@lingui/conf';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const pages = join(import.meta.dirname, 'src', 'pages');
/** The forms' feature: its catalog also holds the messages of the forms' schemas (src/domain/forms). */
const forms = 'forms';
const features = readdirSync(pages).filter((name) => name !== forms);
/** Folders of a page loaded on demand with their own words: "home/lazy", and any other with a locales/ folder. */
const parts = [...features, forms].flatMap((name) =>
  readdirSync(join(pages, name), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'locales' && (d.name === 'lazy' || existsSync(join(pages, name, d.name, 'locales'))))
    .map((d) => `${name}/${d.name}`),
);

// Source messages are written in English in the code; uk (default) and ru are the shipped catalogs.
const config: LinguiConfig = {
  locales: ['uk', 'ru'],
  sourceLocale: 'en',
  fallbackLocales: false,
  // No line numbers: moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  // The shell's messages (layout, shared UI) in one catalog; each page folder has its own,
  // loaded with the page, so the first load carries only what the first page says.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/pages/**', '<rootDir>/src/domain/forms/**', '<rootDir>/src/app/layout/extras/**'],
    },
    // The layout's browser-only extras (chat, banners, prompts), loaded after hydration.
    {
      path: '<rootDir>/src/app/layout/extras/locales/{locale}',
      include: ['<rootDir>/src/app/layout/extras/'],
    },
    // The forms and their messages (also said by the server), loaded with the forms.
    {
      path: `<rootDir>/src/pages/${forms}/locales/{locale}`,
      include: [`<rootDir>/src/pages/${forms}/`, '<rootDir>/src/domain/forms/'],
      exclude: parts.filter((part) => part.startsWith(`${forms}/`)).map((part) => `<rootDir>/src/pages/${part}/**`),
    },
    // Each feature's own words ({name} would take the forms' folder too).
    ...features.map((name) => ({
      path: `<rootDir>/src/pages/${name}/locales/{locale}`,
      include: [`<rootDir>/src/pages/${name}/`],
      exclude: parts.filter((part) => part.startsWith(`${name}/`)).map((part) => `<rootDir>/src/pages/${part}/**`),
    })),
    // A page's parts loaded on demand carry their own catalog, loaded with them ({name} cannot be
    // used twice in a path, so one entry per part folder).
    ...parts.map((part) => ({
      path: `<rootDir>/src/pages/${part}/locales/{locale}`,
      include: [`<rootDir>/src/pages/${part}/`],
    })),
  ],
};

export default config;
