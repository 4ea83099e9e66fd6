// The build's input fingerprint: a hash of every file the build reads. `npm start` rebuilds
// when it differs from the one saved with the last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const inputs = ['src', 'workers', 'server', 'public', 'manifest.webmanifest', 'manifest.ru.webmanifest', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];
export const stampFile = join(root, 'dist', 'build-stamp.json');

function walk(path, out) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), out);
  } else {
    out.push(path);
  }
}

export function fingerprint() {
  const files = [];
  for (const input of inputs) walk(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildCurrent() {
  if (!existsSync(stampFile) || !existsSync(join(root, 'dist', 'server', 'main.js'))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).fingerprint === fingerprint();
  } catch {
    return false;
  }
}
