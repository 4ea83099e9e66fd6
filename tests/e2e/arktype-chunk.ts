/** Where the build put arktype, and which of a page's script requests asked for it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const client = join('dist', 'client');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;

/** The chunk vite.config.ts names `arktype`, as the page asks for it ("/assets/arktype-….js"). */
export function arktypeChunk(): string {
  const files = [...new Set(Object.values(manifest).filter((c) => c.name === 'arktype').map((c) => c.file))];
  if (files.length !== 1) throw new Error(`expected one arktype chunk in the manifest, found ${files.length}`);
  const file = files[0] as string;
  // The name alone could drift from the content: its code must be arktype's.
  if (!readFileSync(join(client, file), 'utf8').includes('arkKind')) throw new Error(`${file} does not hold arktype`);
  return `/${file}`;
}

/** Every script path the page requests from now on, in order. */
export function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) paths.push(path);
  });
  return paths;
}

/** Waits until the page has asked for no new script for a second. */
export async function scriptsSettled(page: Page, paths: string[]): Promise<void> {
  for (let seen = -1; seen !== paths.length; ) {
    seen = paths.length;
    await page.waitForTimeout(1000);
  }
}
