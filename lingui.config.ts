import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Source messages are written in English in the code; uk (default) and ru are the shipped catalogs.
const config: LinguiConfig = {
  locales: ['uk', 'ru'],
  sourceLocale: 'en',
  fallbackLocales: false,
  // No line numbers: moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
};

export default config;
