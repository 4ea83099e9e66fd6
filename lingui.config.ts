import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
      exclude: ['<rootDir>/src/pages/**'],
    },
    {
      path: '<rootDir>/src/pages/{name}/locales/{locale}',
      include: ['<rootDir>/src/pages/{name}/'],
    },
  ],
};

export default config;
