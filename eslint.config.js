import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noTransitiveImport from './scripts/eslint/no-transitive-import.mjs';

const features = readdirSync(new URL('./src/pages', import.meta.url));

/**
 * The shared layers of src, lowest first: each imports only the layers before it, never one
 * after it, a feature (src/pages) or the app. The zones below are generated from this list.
 */
const layers = ['domain', 'styles', 'state', 'offline', 'outbox', 'routing', 'data', 'i18n', 'ui', 'shell'];
const layerZones = layers.map((layer, i) => ({
  target: `./src/${layer}`,
  from: ['./src/pages', './src/app', ...layers.slice(i + 1).map((above) => `./src/${above}`)],
  message: `src/${layer} imports only ${i === 0 ? 'no other layer' : layers.slice(0, i).join(', ')} (the order of layers in eslint.config.js), never a feature or the app.`,
}));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/i18n/locales/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
  },
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Import direction: shared layers in their order (above), features know no other feature;
    // the server and the workers reach into src only through the layers named below.
    files: ['src/**', 'server/**', 'workers/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            { target: './src/pages', from: './src/app', message: 'Features must not import the app.' },
            ...features.map((feature) => ({
              target: `./src/pages/${feature}`,
              from: './src/pages',
              except: [`./${feature}`],
              message: 'A feature must not import another feature.',
            })),
            {
              target: './server',
              from: './src',
              except: ['./domain', './data', './entry-server.tsx'],
              message: 'The server imports from src only the domain, the data layer and the server entry.',
            },
            {
              // The service worker: the domain, content URLs, the paths, the offline bookkeeping and
              // the form queue's sender; what to save it asks the server (src/domain/offline-set.ts).
              target: './workers',
              from: './src',
              except: ['./domain', './data', './offline', './outbox', './routing/paths.ts', './routing/match.ts'],
              message: 'A worker imports from src only the domain, data, paths, offline bits and the form queue.',
            },
            {
              target: ['./workers/speedtest', './workers/speedtest.worker.ts'],
              from: './src',
              except: ['./domain'],
              message: 'The speed-test engine imports from src only the domain.',
            },
            { target: './server', from: './workers', message: 'The server must not import the workers.' },
            { target: './workers', from: './server', message: 'A worker must not import the server.' },
          ],
        },
      ],
    },
  },
  {
    // The workers must not reach the app or a page through any chain of imports either.
    files: ['workers/**/*.ts'],
    plugins: { local: { rules: { 'no-transitive-import': noTransitiveImport } } },
    rules: {
      'local/no-transitive-import': ['error', { forbidden: ['src/app', 'src/pages'], message: 'a worker must not reach the app or a page, even through another module.' }],
    },
  },
  { files: ['*.js', 'scripts/**/*.mjs', 'tests/**/*.mjs'], languageOptions: { globals: globals.node } },
);
