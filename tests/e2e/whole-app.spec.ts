/**
 * The whole-page app: every page hydrated whole and navigated in the browser, as the server
 * renders with `ISLANDS=off` and as the service worker's offline shell renders a page it has not
 * kept (docs/islands.md). Every route is in islands mode by default, so these run on a server of
 * their own started that way.
 */
import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';
import { cookieNotice, cookieNoticeTakenOver, expect, extrasMounted, hydrated, test } from './fixtures';

let app: RunningServer;
test.beforeAll(async () => {
  app = await startServer({ ISLANDS: 'off' });
});
test.afterAll(async () => {
  await app.stop();
});


/** The documents the tab asks for from now on: a reload is one more. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && urls.push(request.url()));
  return urls;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('navigation scrolls to the top, back restores the position, avoidScrolling keeps it', async ({ page }) => {
    await page.goto(`${app.url}/cover`);
    await hydrated(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-mode', 'islands');
    const saved = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 200);
      return Math.round(window.scrollY);
    });
    expect(saved).toBeGreaterThan(500);
    await page.waitForTimeout(100);
    // The sticky header stays in view, so clicking it does not scroll the page first.
    await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Для бізнесу' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тарифи для бізнесу');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Карта покриття');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(saved);

    await page.evaluate(() => history.pushState(null, '', '/speed-test?avoidScrolling=true'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тест швидкості');
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
  });

  test.describe('without the service worker, which would answer the content itself', () => {
    test.use({ serviceWorkers: 'block' });
    test('a newer navigation wins over a stale one', async ({ page }) => {
      // Client-side navigation: from a page of the whole-page app.
      await page.goto(`${app.url}/cover`);
      await hydrated(page);
      await expect(page.locator('#root')).not.toHaveAttribute('data-mode', 'islands');
      // Slow down the TV page's content so its navigation is still loading when the next starts.
      await page.route('**/content/items/tv_channels**', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.evaluate(() => history.pushState(null, '', '/tv'));
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
      await page.evaluate(() => history.pushState(null, '', '/tariffs/business'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тарифи для бізнесу');
      await page.waitForTimeout(1800);
      await expect(page).toHaveURL(/\/tariffs\/business$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тарифи для бізнесу');
    });
  });
});

// An islands-mode page opens it the browser's way (docs/islands.md).
test('the notice opens the privacy policy inside the app', async ({ page }) => {
  await page.goto(`${app.url}/ru/cover`);
  await hydrated(page);
  await cookieNoticeTakenOver(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await cookieNotice(page).getByRole('link', { name: 'политике конфиденциальности' }).click();
  await expect(page).toHaveURL(/\/ru\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/конфиденциальности/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Not chosen yet: the notice stays on the next page.
  await expect(cookieNotice(page)).toBeVisible();
});

test('code that cannot be fetched when the line drops leaves the page whole, and arrives once it is back', async ({ page, context }) => {
  // The browser-only layout parts (cookie notice, toasts, queue) load after hydration; here the
  // line drops while their chunk is on its way. (Online, a chunk the server answers 404 for
  // means a new deploy, and the page reloads instead: the next test.)
  const held: (() => Promise<void>)[] = [];
  let blocked = true;
  await page.route('**/assets/after-hydration-*.js', (route) => {
    if (blocked) held.push(() => route.abort('internetdisconnected'));
    else void route.fallback();
  });
  // The whole-page app loads these parts after hydration; an islands-mode page on the first input.
  await page.goto(`${app.url}/cover`);
  await hydrated(page);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await context.setOffline(true);
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/after-hydration-'));
  await Promise.all(held.map((fail) => fail()));
  await failed;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  // The page is still there and still reacts: its heading, and its message about the network.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByRole('note')).toContainText('для неї потрібна мережа');
  // The cookie notice comes with the page's HTML, and the shell's code handles it without them.
  await expect(page.getByRole('button', { name: 'Прийняти' })).toBeVisible();
  await cookieNoticeTakenOver(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-extras');
  // The connection comes back: the parts load and show.
  blocked = false;
  // The browser says it is online again, and the retry that starts fetches the chunk: no reload.
  const navigations = documentRequests(page);
  await context.setOffline(false);
  await extrasMounted(page);
  await page.getByRole('button', { name: 'Прийняти' }).click();
  await expect(page.getByRole('button', { name: 'Прийняти' })).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Перевірити' })).toBeEnabled();
  expect(navigations).toEqual([]);
});

test.describe('online, with no service worker to answer for the network', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk the line drops is fetched again in place; one the server no longer has reloads the page once', async ({ page }) => {
    // The line drops the parts' chunk once, the browser still saying it is online (the 'online'
    // event comes before the route is back): asked again, it answers, and the page stays.
    let drops = 1;
    await page.route('**/assets/after-hydration-*.js', (route) => (drops-- > 0 ? route.abort('connectionreset') : route.fallback()));
    const navigations = documentRequests(page);
    await page.goto(`${app.url}/cover`);
    await hydrated(page);
    await extrasMounted(page);
    expect(drops).toBeLessThan(0);
    expect(navigations).toEqual([`${app.url}/cover`]);
    await page.unrouteAll();

    // A deploy has replaced the build: the server answers 404 for the old chunk, asked again too,
    // and the page reloads once into the new build (whose chunk is there).
    let gone = true;
    await page.route('**/assets/after-hydration-*.js', (route) => {
      if (!gone) return route.fallback();
      if (route.request().method() === 'HEAD') gone = false;
      return route.fulfill({ status: 404, body: '' });
    });
    navigations.length = 0;
    await page.goto(`${app.url}/cover`);
    await expect.poll(() => navigations.length, { timeout: 15_000 }).toBe(2);
    await hydrated(page);
    await extrasMounted(page);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).not.toBeNull();
  });
});

test('/saved: the whole app starts the same report of the device', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${app.url}/saved`);
  await hydrated(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-mode', 'islands');
  await expect(page.getByTestId('saved-total')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Перевіряємо, що збережено…')).toBeHidden();
});

test('/: the whole app starts the same slider the islands page does', async ({ page }) => {
  await page.goto(`${app.url}/`);
  await hydrated(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-mode', 'islands');
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  await carousel.getByRole('button', { name: 'Перейти до слайда 3' }).click();
  await expect(carousel.locator('.swiper-slide-active')).toBeInViewport({ ratio: 1 });
  await expect(carousel.locator('.swiper-slide[inert]')).toHaveCount(0);
});
