// An ESLint rule: no import of the linted file reaches, through any chain of imports, a file in
// a forbidden folder. import-x/no-restricted-paths sees direct imports only; the service worker
// once reached every page's queries through one allowed module. Type-only imports are erased
// from the code, so they are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const importPattern = /(?:^|[;\s])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`, `${base}/index.ts`, `${base}/index.tsx`];

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return candidates(base).find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The relative imports of a file that bring code, resolved to files. */
const importsCache = new Map();
function importsOf(file) {
  let found = importsCache.get(file);
  if (found) return found;
  found = [];
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(importPattern)) {
    if (m[2]) continue;
    const target = resolveImport(file, m[3] ?? m[4]);
    if (target) found.push(target);
  }
  importsCache.set(file, found);
  return found;
}

/** The chain from `start` to the first file inside one of `forbidden`, or null. */
function chainToForbidden(start, forbidden) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (forbidden.some((dir) => file.startsWith(dir + sep))) {
      const chain = [];
      for (let f = file; f; f = parent.get(f)) chain.unshift(f);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (parent.has(next)) continue;
      parent.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No chain of imports reaches a forbidden folder.' },
    schema: [{ type: 'object', properties: { forbidden: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const { forbidden = [], message = '' } = context.options[0] ?? {};
    const root = context.cwd;
    const dirs = forbidden.map((dir) => resolve(root, dir));
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(context.filename, specifier);
      if (!target) return;
      const chain = chainToForbidden(target, dirs);
      if (chain) context.report({ node, message: `${[context.filename, ...chain].map((f) => relative(root, f)).join(' -> ')}: ${message}` });
    };
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && node.exportKind !== 'type' && check(node, node.source.value),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};
