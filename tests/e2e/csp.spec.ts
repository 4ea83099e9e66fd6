/**
 * The forms chunk and the service worker run under the site's strict Content Security Policy
 * without a single violation (no eval probe, no inline code), in both languages. Every page type
 * as it loads is checked in page-type-sweep.spec.ts.
 */
import { arktypeChunk } from './arktype-chunk';
import { recordViolations } from './csp-violations';
import { expect, hydrated, test } from './fixtures';

for (const prefix of ['', '/ru']) {
  test(`the call-back form${prefix ? ' in Russian' : ''} and the service worker load without a CSP violation`, async ({ page, context }) => {
    const seen = await recordViolations(page);
    // The service worker's own refusals reach the console only.
    context.on('console', (msg) => {
      if (msg.worker() && /Content Security Policy/i.test(msg.text())) seen.push(`worker: ${msg.text()}`);
    });
    // The forms chunk loads with the call-back modal, and arktype with the form's first focus.
    await page.goto(prefix || '/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: prefix ? 'Подключиться' : 'Підключитися' }).click();
    await expect(page.locator('dialog[open] form')).toBeVisible();
    const arktype = arktypeChunk();
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === arktype);
    await page.locator('dialog[open] form').getByRole('textbox', { name: 'Телефон' }).focus();
    await loaded;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // A page the service worker answers (the sweep's loads are first visits, before it).
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A report is queued as a task after the refused call: let one more turn pass.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(seen).toEqual([]);
  });
}
