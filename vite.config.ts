/**
 * One Vite config, two builds: the browser bundle (with the service worker, through
 * vite-plugin-pwa injectManifest) into dist/client, and the server bundle (`--ssr`: the render
 * entry plus the Node server) into dist/server.
 */
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { freshImports } from './vite-plugins/fresh-imports.ts';

const revision = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** Files outside the JS/CSS build that the offline app needs, each with a content revision. */
const staticPrecache = [
  'manifest.webmanifest',
  'manifest.ru.webmanifest',
  'public/icons/icon-192.png',
  'public/icons/favicon.svg',
  'public/illustrations/not-found.svg',
].map((file) => ({ url: '/' + file.replace(/^public\//, ''), revision: revision(file) }));

/**
 * arktype picks its default `jitless` by probing `new Function()` when it loads, which the
 * site's CSP (no 'unsafe-eval') refuses with a violation report on every page that loads the
 * forms. Browser code runs it jitless from the start, so the probe never runs; the server keeps JIT.
 */
const arktypeJitless = (): Plugin => ({
  name: 'arktype-jitless',
  enforce: 'pre',
  transform(code, id) {
    if (!/@ark[\\/]schema[\\/]out[\\/]kinds\.js$/.test(id)) return null;
    const probe = 'jitless: envHasCsp()';
    if (!code.includes(probe)) this.error(`arktype-jitless: "${probe}" not found in ${id}; check how this arktype version detects CSP`);
    return { code: code.replace(probe, 'jitless: true'), map: null };
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // React 19 has useSyncExternalStore: wouter's shim for older React is dead weight.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)) }],
  },
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    !isSsrBuild && arktypeJitless(),
    !isSsrBuild && freshImports(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'workers',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css}'],
          globIgnores: ['**/node_modules/**', 'sw.js'],
          additionalManifestEntries: staticPrecache,
          maximumFileSizeToCacheInBytes: 1024 * 1024,
          buildPlugins: { vite: [arktypeJitless()] },
        },
      }),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: {
          input: { 'entry-server': 'src/entry-server.tsx', main: 'server/main.ts', submissions: 'server/cli/submissions.ts' },
          output: { format: 'es', entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // Maps are built but not named in the files: the comment cost every visitor bytes in each
        // chunk of the first load; scripts/build.mjs moves the maps to dist/sourcemaps/ (not served).
        sourcemap: 'hidden',
        // No JS dependency lists for lazy chunks in the entry (they grow with every page): the
        // server preloads a page's chunks in its HTML, and the service worker has them all
        // precached for later navigations.
        modulePreload: false,
        // One stylesheet for the whole app, linked by every page: fourteen on the home page cost a
        // slow phone about 400 ms of main thread (docs/performance.md, "The first load's own costs").
        cssCodeSplit: false,
        rollupOptions: {
          // The boot script starts the entry after the first paint (src/boot.ts).
          input: { 'entry-client': 'src/entry-client.tsx', boot: 'src/boot.ts' } as Record<string, string>,
          // Everything the entry loads statically stays in one chunk: the bundler otherwise splits
          // shared modules (React) out of the entry when lazy chunks use them too (rolldown issue
          // 10731), which adds a request and bytes to every first load.
          // Small modules the home page's chunk shares with other pages join the entry too: as
          // chunks of their own each cost a request and its import boilerplate on the first load.
          output: {
            assetFileNames: (info) => (info.names.some((n) => n.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]'),
            codeSplitting: {
              groups: [
                // The boot script stays alone: joined to the entry's chunk, it would load it before the first paint.
                { name: 'app', tags: ['$initial'], test: (id) => !/src[\\/]boot\.ts$/.test(id) },
                { name: 'app', test: /rolldown[\\/]runtime/ },
                // arktype in a chunk of its own name, so a test can tell which pages load it at start.
                { name: 'arktype', test: /node_modules[\\/](arktype|arkregex|@ark[\\/](schema|util))[\\/]/ },
                { name: 'app', test: /src[\\/](domain[\\/]format|domain[\\/]content[\\/]translate|offline[\\/]use-online|i18n[\\/]use-locale|i18n[\\/]lazy-part|ui[\\/]icons[\\/]chevron-right)\.tsx?$/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: ['swiper', 'react-hot-toast'] },
}));
