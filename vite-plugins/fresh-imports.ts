/**
 * A dynamic import that failed stays failed in the document's module map (Chromium 150, Safari):
 * asked for again, the browser answers with the same error and fetches nothing, so the retries of
 * src/offline/import-when-online.ts could never load a chunk the line dropped. Each chunk's
 * dynamic imports go through `__freshImport` (defined by src/boot.ts, the first script of every
 * page), which asks for a URL that has failed with a query the module map has not seen
 * (`?retry=1`, `?retry=2`, ...): the same file, fetched again. A chunk whose own static imports
 * failed stays failed (those URLs are fixed in it); a reload covers that.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The global src/boot.ts defines. */
export const freshImportHelper = '__freshImport';

/** The bundler writes a chunk's dynamic imports as `import(\`./name-hash.js\`)`. */
const dynamicImport = /\bimport\((`|'|")(\.{1,2}\/[^`'"$\\]+?\.js)\1\)/g;

export function rewriteDynamicImports(code: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const s = new MagicString(code);
  for (const match of code.matchAll(dynamicImport)) {
    const [whole, quote, specifier] = match as unknown as [string, string, string];
    s.overwrite(match.index, match.index + whole.length, `${freshImportHelper}(import.meta.url,${quote}${specifier}${quote})`);
  }
  return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
}

export const freshImports = (): Plugin => ({
  name: 'fresh-imports',
  apply: 'build',
  renderChunk: (code) => rewriteDynamicImports(code),
});
