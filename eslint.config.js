import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/pages', import.meta.url));

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
    // Import direction: shared layers know no feature and not the app; features know no other feature.
    files: ['src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/ui', './src/domain', './src/data', './src/routing', './src/i18n', './src/styles', './src/offline', './src/forms'],
              from: ['./src/pages', './src/app'],
              message: 'Shared layers must not import features or the app.',
            },
            { target: './src/pages', from: './src/app', message: 'Features must not import the app.' },
            ...features.map((feature) => ({
              target: `./src/pages/${feature}`,
              from: './src/pages',
              except: [`./${feature}`],
              message: 'A feature must not import another feature.',
            })),
          ],
        },
      ],
    },
  },
  { files: ['*.js', 'scripts/**/*.mjs', 'tests/**/*.mjs'], languageOptions: { globals: globals.node } },
);
