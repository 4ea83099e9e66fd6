import type { LinguiConfig } from '@lingui/conf';

// Source messages are written in English in the code; uk (default) and ru are the shipped catalogs.
const config: LinguiConfig = {
  locales: ['uk', 'ru'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
};

export default config;
