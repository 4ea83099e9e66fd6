import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The suites that store something, run again on PostgreSQL by `npm run test:postgres` (part of
 * `npm test`): with TEST_DATABASE=postgres every server they start gets a fresh database on the
 * one real PostgreSQL server the run starts (tests/support/postgres-setup.ts and database.ts).
 * SQLite-only suites (its file, its driver, an old SQLite data folder) and those that run both
 * engines themselves are not repeated.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const postgresSuites = [
  'callback-locality',
  'deep-bodies',
  'encoded-bodies',
  'forms',
  'forms-bad-input',
  'prototype-pollution',
  'registration',
  'registration-codes',
  'registration-cookie',
  'registration-flow',
  'registration-form',
  'registration-isolation',
  'registration-page-limit',
  'registration-photos',
  'registration-sessions',
  'registration-steps',
  'registration-uploads',
  'retention',
  'speedtest-results',
  'upload-cleanup',
].map((name) => `tests/server/${name}.test.ts`);

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), vanillaExtractPlugin()],
  test: {
    include: onPostgres ? postgresSuites : ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    globalSetup: onPostgres ? ['tests/support/postgres-setup.ts'] : [],
    environment: 'node',
    // Vitest's default on 2 cores is one worker; most files wait on a server process or a timer.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
