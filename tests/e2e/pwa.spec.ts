import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, hydrated, serviceWorkerActivated, test } from './fixtures';

test('the manifest has every field an installable app needs', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  for (const field of ['id', 'name', 'short_name', 'description', 'start_url', 'scope', 'display', 'background_color', 'theme_color']) {
    expect(manifest[field], field).toBeTruthy();
  }
  expect(manifest.display).toBe('standalone');
  const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      expect(icons.some((i) => i.sizes === size && i.purpose === purpose), `${size} ${purpose}`).toBe(true);
    }
  }
  for (const icon of icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/speed-test?start=1', '/tariffs', '/contacts']);
  const forms = manifest.screenshots.map((s: { form_factor: string }) => s.form_factor);
  expect(forms).toEqual(expect.arrayContaining(['narrow', 'wide']));
  for (const shot of manifest.screenshots) expect((await request.get(shot.src)).status()).toBe(200);
  expect(JSON.parse(readFileSync('manifest.webmanifest', 'utf8')).id).toBe(manifest.id);
});

test('Chromium finds no installability errors', async ({ playwright, baseURL }) => {
  // Installation is never offered in incognito, which every Playwright context is: use a profile.
  const profile = mkdtempSync(join(tmpdir(), 'zorianet-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await hydrated(page);
    await serviceWorkerActivated(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after one visit: the visited page and a never visited route both render', async ({ page, context, consoleErrors }) => {
  await page.goto('/');
  await hydrated(page);
  await serviceWorkerActivated(page);
  // The first page load is not controlled yet; the service worker claims it on activation.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оптичний інтернет');

  await page.goto('/contacts');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакти');
  await expect(page.locator('footer a[href^="tel:"]').first()).toBeVisible();

  await page.goto('/ru/vacancies');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вакансии');

  // A page whose data was never cached says so plainly.
  await page.goto('/no-such-page-offline');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Цю сторінку не знайдено');
  await context.setOffline(false);
  // Failed fetches while offline are expected console noise from the browser itself.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)));
});

test('Russian pages link a Russian manifest that starts the app in Russian; the worker precaches it', async ({ page, request }) => {
  await page.goto('/ru/tariffs');
  await hydrated(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.ru.webmanifest');
  const ru = await (await request.get(href!)).json();
  expect(ru).toMatchObject({ lang: 'ru', start_url: expect.stringMatching(/^\/ru(\?|$)/), name: expect.stringContaining('интернет') });
  expect(ru.short_name).toBeTruthy();
  expect(ru.description).toMatch(/[ыэё]/);
  expect(ru.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/ru/speed-test?start=1', '/ru/tariffs', '/ru/contacts']);
  expect(ru.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Тест скорости', 'Тарифы', 'Контакты']);
  // Every shortcut and the start answer their page, not a redirect.
  for (const url of [ru.start_url, ...ru.shortcuts.map((s: { url: string }) => s.url)]) expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  // Ukrainian pages keep the Ukrainian one.
  await page.goto('/tariffs');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The service worker keeps both for offline starts.
  await serviceWorkerActivated(page);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length > 0 && Boolean(await caches.match('/manifest.ru.webmanifest', { ignoreSearch: true })))).toBe(true);
});
