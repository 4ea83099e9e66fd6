/**
 * The shell's behaviours (menu, Reference dropdown, phone list and rotation, language switch,
 * cookie notice) work before and without React: every script but the entry (and what it
 * imports statically) is held, as on a line that never brings them. With today's entry React's
 * code comes with it but never renders: the catalog and page chunks it waits for never arrive.
 * The last test is the other end: React renders the whole page in the browser (offline shell).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { cookieNotice, expect, openOfflineAfterHome, test } from './fixtures';

/** Holds every script request except the page's entry and the chunks it imports statically. */
async function holdAllButEntry(page: Page): Promise<void> {
  const allowed = new Set<string>();
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    if (allowed.size === 0) {
      // The entry, as the server names it in the page (the boot script imports it).
      const html = await (await page.request.get(new URL('/', url).href)).text();
      const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
      if (entry) allowed.add(entry);
    }
    if (!allowed.has(url.pathname)) return; // held: never answered
    const response = await route.fetch();
    const body = await response.text();
    // Static imports (`import{…}from"./x.js"`, `import"./x.js"`) load with it; `import("./x.js")` does not.
    for (const [, spec] of body.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) if (spec) allowed.add(new URL(spec, url).pathname);
    await route.fulfill({ response, body });
  });
}

// A request still on its way when a test ends (the entry's second fetch) is dropped quietly.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** The shell has attached its listeners (the entry's first statement). */
const shellStarted = (page: Page) => page.waitForSelector('html[data-shell]', { state: 'attached' });

/**
 * React never rendered: no React root on #root and no island hydrated (on an islands-mode page
 * data-hydrated only says the entry started).
 */
async function expectNoReact(page: Page): Promise<void> {
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')))).toBe(false);
  expect(await page.locator('[data-island-state="ready"], [data-extras] > *').count()).toBe(0);
}

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

const words = {
  uk: { open: 'Відкрити меню', close: 'Закрити меню', reference: 'Довідка', faq: 'Питання та відповіді', phones: 'Усі номери телефонів', accept: 'Прийняти', other: 'RU', otherPath: /\/ru$/, otherLocale: 'ru' },
  ru: { open: 'Открыть меню', close: 'Закрыть меню', reference: 'Справка', faq: 'Вопросы и ответы', phones: 'Все номера телефонов', accept: 'Принять', other: 'UA', otherPath: /:\d+\/$/, otherLocale: 'uk' },
};

for (const [path, lang] of [
  ['/', 'uk'],
  ['/ru', 'ru'],
] as const) {
  const w = words[lang];

  test(`without React, the menu opens and closes at 375 px (${path})`, async ({ page, consoleErrors }) => {
    await holdAllButEntry(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await shellStarted(page);
    const toggle = page.locator('button[aria-controls="site-drawer"]');
    const drawer = page.locator('#site-drawer');
    const isOpen = () => page.evaluate(() => document.documentElement.hasAttribute('data-drawer-open'));
    const focusInDrawer = () => page.evaluate(() => document.getElementById('site-drawer')?.contains(document.activeElement) ?? false);
    const focusOnToggle = () => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') === 'site-drawer');

    // The button: open, focus inside, the button says it closes; Escape closes, focus back.
    await expect(toggle).toHaveAttribute('aria-label', w.open);
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    expect(await isOpen()).toBe(true);
    expect(await focusInDrawer()).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-label', w.close);
    // Its groups open and close.
    await drawer.getByText(w.reference).click();
    await expect(drawer.getByRole('link', { name: w.faq })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await isOpen()).toBe(false);
    expect(await focusOnToggle()).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-label', w.open);

    // The backdrop closes it.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(30, 300);
    await expect(drawer).toBeHidden();
    expect(await focusOnToggle()).toBe(true);

    // Its own close button closes it; so does the menu button again (keyboard).
    await toggle.click();
    await drawer.getByRole('button', { name: w.close }).click();
    await expect(drawer).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectNoReact(page);
    expect(consoleErrors).toEqual([]);
  });

  test(`without React, the phone list opens, the number rotates, and the language switch remembers (${path})`, async ({ page, context }) => {
    await holdAllButEntry(page);
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await shellStarted(page);
    const current = page.locator('a[href^="tel:"]').first();
    const first = await current.textContent();
    await page.clock.runFor(5100);
    await expect(current).toHaveText(/\d{2}/);
    await expect(current).not.toHaveText(first ?? '');
    await page.getByRole('button', { name: w.phones }).click();
    await expect(page.locator('ul a[href^="tel:+38"]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('ul a[href^="tel:+38"]').first()).toBeHidden();

    await expectNoReact(page);
    await page.getByRole('navigation', { name: lang === 'uk' ? 'Мова' : 'Язык' }).getByRole('link', { name: w.other }).click();
    await expect(page).toHaveURL(w.otherPath);
    const remembered = await cookie(context, 'i18n_redirected');
    expect(remembered?.value).toBe(w.otherLocale);
    expect(remembered!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test(`without React, the cookie notice's Accept stores the choice and removes the notice (${path})`, async ({ page, context }) => {
    await holdAllButEntry(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await shellStarted(page);
    const notice = cookieNotice(page);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: w.accept }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('isHidaCookie'))).toBe('accepted');
    expect((await cookie(context, 'isHidaCookie'))?.value).toBe('accepted');
    // Made in the page: no post, no new page.
    expect(posts).toEqual([]);
    await expectNoReact(page);
  });
}

test('without React, the Reference dropdown opens at 1280 px and closes on Escape and outside', async ({ page }) => {
  await holdAllButEntry(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await shellStarted(page);
  const button = page.getByRole('button', { name: 'Довідка' });
  const speedTest = page.getByRole('link', { name: 'Тест швидкості', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(speedTest).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(speedTest).toBeHidden();
  await button.click();
  await expect(speedTest).toBeVisible();
  await page.mouse.click(640, 500);
  await expect(speedTest).toBeHidden();
  await button.click();
  await button.click();
  await expect(speedTest).toBeHidden();
  await expectNoReact(page);
});

test('on the offline shell, where React renders the whole page in the browser, the same code runs the menu and the phone list', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openOfflineAfterHome(page, context, '/ru/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
  const toggle = page.getByRole('button', { name: 'Открыть меню' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Меню' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Все номера телефонов' }).click();
  await expect(page.locator('ul a[href^="tel:+38"]').first()).toBeVisible();
});
