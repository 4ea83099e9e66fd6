import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Frame, type Page, expect } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // Label in name (WCAG 2.5.3) is among axe's experimental rules: turned on by name.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only violations are read; collecting every passing node cost a second or more a page.
  resultTypes: ['violations'],
};

/** Puts axe into a frame; a child frame that cannot take it (a PDF viewer) is left out, as axe reports. */
async function inject(frame: Frame, required: boolean): Promise<void> {
  const injected = frame.evaluate(`${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'] })`).then(() => undefined);
  if (required) return injected;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
  await Promise.race([injected.catch(() => undefined), gaveUp]);
  clearTimeout(timer);
}

/**
 * Fails with the list of axe violations (WCAG 2.0-2.2 A and AA, and best practice) found on the
 * page as it is now. axe runs in the page itself, once (docs/ci-time.md: the wrapper's partial
 * runs and blank page took 6-8 s a page here, this 2-3 s, with the same rules and frames).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await inject(page.mainFrame(), true);
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await inject(frame, false);
  const violations = await page.evaluate(async (opts) => {
    const { violations } = (await (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, opts));
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, options);
  expect(violations).toEqual([]);
}
