import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';

/** Collects console errors and page errors; a test fails if any appear. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * An islands-mode page's island (docs/islands.md) has hydrated: `name` is its module's path
 * under src ("pages/home/lazy/below-fold.island"). Wakes it by scrolling to it if need be.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center' }));
  await page.waitForSelector(`[data-island="${name}"][data-island-state="ready"]`, { state: 'attached' });
}

/** React and the island machinery (docs/islands.md): loaded only with the first island that wakes. */
const runtimeChunk = /\/assets\/runtime-[^/]*\.js$/;

/** Requests for the islands' runtime from now on, by path. */
function runtimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (runtimeChunk.test(path)) seen.push(path);
  });
  return seen;
}

/**
 * Opens `path` in islands mode and lets two seconds pass with no input: skipped through on the
 * page's clock, so every timer and idle callback due in them runs, then a quarter second of real
 * time for what they asked the network for. Returns the runtime requests seen.
 */
export async function openUntouched(page: Page, path: string): Promise<string[]> {
  const runtime = runtimeRequests(page);
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('#root[data-mode="islands"]')).toHaveCount(1);
  await page.clock.runFor(2_000);
  await page.waitForTimeout(250);
  return runtime;
}

/** The cookie notice, by its region's name (the same in both languages). */
export const cookieNotice = (page: Page) => page.getByRole('region', { name: 'Cookies', exact: true });

/**
 * The page has taken over the server's cookie notice (the shell's code has started, see
 * src/shell/cookie-notice.ts): a choice is now made in the page. Before that, its buttons post
 * the choice to the server.
 */
export async function cookieNoticeTakenOver(page: Page): Promise<void> {
  await page.waitForSelector('#cookie-notice[data-controlled]', { state: 'attached' });
}

/** The layout's browser-only parts (chat, toasts, scroll button: after-hydration.tsx) are mounted. */
export async function extrasMounted(page: Page): Promise<void> {
  await page.waitForSelector('html[data-extras]', { state: 'attached' });
}

/** After a visit online: the page is under the service worker and the offline set is saved. */
/**
 * Waits until `check`, run in the page, gives true. page.waitForFunction cannot wait for an
 * async check: it takes the promise the check returns, which is truthy at once.
 */
export async function untilInPage(page: Page, check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  await expect.poll(() => page.evaluate(check).catch(() => false), { timeout, intervals: [100, 250, 500] }).toBe(true);
}

/** The service worker's active registration has activated (it may not control the page yet). */
export async function serviceWorkerActivated(page: Page, timeout = 20_000): Promise<void> {
  await untilInPage(page, async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', timeout);
}

/** Waits until the form's draft on the device holds `field` = `value` (written 300 ms after typing stops). */
export async function draftHolds(page: Page, kind: string, field: string, value: string) {
  const read = () =>
    page.evaluate(
      ([key, name]) =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            if (!open.result.objectStoreNames.contains('keyval')) return resolve(null);
            const get = open.result.transaction('keyval').objectStore('keyval').get(key);
            get.onsuccess = () => {
              resolve((get.result as Record<string, unknown> | undefined)?.[name] ?? null);
              open.result.close();
            };
            get.onerror = () => resolve(null);
          };
        }),
      [`form-draft:${kind}`, field] as const,
    );
  await expect.poll(read, { timeout: 5000 }).toBe(value);
}

export async function offlineSetSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await untilInPage(page, async () => Boolean(await caches.match('/__offline/meta')), 30_000);
}

/** One visit to the home page until the offline set is saved, then offline to a page never visited. */
export async function openOfflineAfterHome(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  await page.goto(path);
  await hydrated(page);
}
