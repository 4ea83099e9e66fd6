import { readFileSync } from 'node:fs';
import config from '../../playwright.config';
import { type OfflineSet, offlineSetPath } from '../../src/domain/offline-set';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

// Chromium rates the connection as 2g in pages and in the service worker alike, as on a
// slow mobile line: the worker's own reading of navigator.connection decides.
const launch = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launch, args: [...(launch.args ?? []), '--force-effective-connection-type=2G'] } });

type Guide = { kind: string; url_key: string; translations: { languages_code: string; title: string }[] };
const guides = JSON.parse(readFileSync('content/guides.json', 'utf8')) as Guide[];
const guide = (key: string) => {
  const g = guides.find((x) => x.url_key === key) as Guide;
  return { path: `/${g.kind}/${g.url_key}`, title: g.translations.find((t) => t.languages_code === 'uk')?.title ?? '' };
};

test('on a 2g connection only the shell and visited pages are kept, and /saved saves the rest on request', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // The offline set as the server gives it to the service worker.
  const warm = new Set(((await (await request.get(offlineSetPath)).json()) as OfflineSet).urls);
  expect(warm.size).toBeGreaterThan(40);
  const warmFetched: string[] = [];
  // What reached this device (requests that failed offline brought nothing).
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (warm.has(url.pathname + url.search)) warmFetched.push(url.pathname + url.search);
  });
  const visited = guide('windows-7');
  const unvisited = guide('netis');

  await page.goto('/');
  await hydrated(page);
  expect(await page.evaluate(() => (navigator as unknown as { connection: { effectiveType: string } }).connection.effectiveType)).toBe('2g');
  // Activation follows the install, whose work is done: what it decided is on record.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  expect(await page.evaluate(async () => [Boolean(await caches.match('/__offline/visited-only')), Boolean(await caches.match('/__offline/meta'))])).toEqual([
    true,
    false,
  ]);
  expect(warmFetched).toEqual([]);

  await page.goto(visited.path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);

  await context.setOffline(true);
  await page.goto(visited.path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  await page.goto(unvisited.path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Для цієї сторінки потрібен інтернет');
  // The offline page promises only what data saving kept, and shows where to save the rest.
  await expect(page.getByText(/Увімкнено заощадження даних/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Зберегти решту' })).toHaveAttribute('href', '/saved');
  await context.setOffline(false);

  await page.goto('/ru/saved');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Сохранены только страницы, которые вы открывали' })).toBeVisible();
  await expect(page.getByText(/^Включена экономия трафика/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить остальное' })).toBeEnabled();

  await page.goto('/saved');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Збережено лише сторінки, які ви відкривали' })).toBeVisible();
  await expect(page.getByText(/^Увімкнено економію трафіку/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оновити зараз' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Every navigation so far would have started the hourly re-save had data saving not held it.
  expect(warmFetched).toEqual([]);

  await page.getByRole('button', { name: 'Зберегти решту' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Збережена копія актуальна.' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: /^Збережено \d/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Зберегти решту' })).toHaveCount(0);
  expect(new Set(warmFetched)).toEqual(warm);

  await context.setOffline(true);
  await page.goto(unvisited.path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unvisited.title);
});
