/** Reads Vite's build manifest and turns source modules into <link>/<script> tags. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const clientEntry = 'src/entry-client.tsx';
/** The script that starts the app after the first paint (src/boot.ts). */
export const bootEntry = 'src/boot.ts';

export interface AssetTags {
  /**
   * Tags for <head>: stylesheets, the boot script (inline), and the entry and its module
   * preloads in an inert template that the boot script adds once the page has painted.
   */
  head: string;
}

export function loadManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The boot script's code, written into every page: a request for it would share the slow line
 * with the CSS the first paint waits for. The CSP allows it by its hash (`bootScriptHash`).
 */
export function bootScript(clientDir: string, manifest: Manifest = loadManifest(clientDir)): string {
  const boot = manifest[bootEntry];
  if (!boot) throw new Error(`The build manifest has no ${bootEntry}: run npm run build`);
  const code = readFileSync(join(clientDir, boot.file), 'utf8').trim();
  // Never the case for Vite's output, but a script element would end there.
  if (/<\/script/i.test(code)) throw new Error(`${boot.file} cannot be written into a page`);
  return code;
}

/** The CSP source that allows exactly that script: 'sha256-…'. */
export const bootScriptHash = (code: string): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

export function createAssetTags(manifest: Manifest, boot: string) {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`The build manifest has no ${clientEntry}: run npm run build`);
  const memo = new Map<string, AssetTags>();
  const wholeCss = manifest['style.css']?.file;

  function collect(key: string, css: Set<string>, js: Set<string>, seen: Set<string>) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    // What a chunk imports comes first: a style composed from another (a round button made a
    // menu button) must come after it to win the cascade.
    chunk.imports?.forEach((i) => collect(i, css, js, seen));
    chunk.css?.forEach((c) => css.add(c));
  }

  /** Stylesheets of `styleOnly` (and what they import) without their code: it loads on demand. */
  function styles(key: string, css: Set<string>, seen: Set<string>) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    chunk?.imports?.forEach((i) => styles(i, css, seen));
    chunk?.css?.forEach((c) => css.add(c));
  }

  return function tags(modules: readonly string[], styleOnly: readonly string[] = []): AssetTags {
    const memoKey = `${modules.join('|')}#${styleOnly.join('|')}`;
    const cached = memo.get(memoKey);
    if (cached) return cached;
    // The whole app's CSS in one file (vite.config.ts, cssCodeSplit: false), linked by every page.
    const css = new Set<string>(wholeCss ? [wholeCss] : []);
    const js = new Set<string>();
    const seen = new Set<string>();
    collect(clientEntry, css, js, seen);
    modules.forEach((m) => collect(m, css, js, seen));
    const styleSeen = new Set(seen);
    styleOnly.forEach((m) => styles(m, css, styleSeen));
    const head = [
      ...[...css].map((f) => `<link rel="stylesheet" href="/${f}">`),
      `<script type="module">${boot}</script>`,
      `<template id="app-scripts" data-entry="/${entry.file}">${[...js].map((f) => `<link rel="modulepreload" href="/${f}">`).join('')}</template>`,
    ].join('\n    ');
    const result = { head };
    memo.set(memoKey, result);
    return result;
  };
}
