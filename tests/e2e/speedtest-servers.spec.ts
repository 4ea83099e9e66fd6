import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DelayedProxy, delayedProxy } from '../support/delayed-proxy';
import { type RunningServer, root, startServer } from '../support/server';
import { expect, hydrated, test } from './fixtures';

// Two measurement servers on this machine, one of them 40 ms farther (a proxy that holds each
// request), and a site whose content lists both, the farther first.
let measurement: RunningServer;
let far: DelayedProxy;
let site: RunningServer;
// Made in the worker that runs the tests, not at import: the runner imports the file too, and
// never runs its afterAll.
let dir = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zorianet-e2e-servers-'));
  measurement = await startServer({ SPEEDTEST_ONLY: 'true' });
  far = await delayedProxy(measurement.url, 40);
  cpSync(join(root, 'content'), dir, { recursive: true });
  const [own] = JSON.parse(readFileSync(join(dir, 'speedtest.json'), 'utf8')) as { id: number }[];
  const server = (id: number, position: number, uk: string, ru: string, url: string) => ({ id, status: 'published', position, name_ukr: uk, name_ru: ru, url });
  writeFileSync(
    join(dir, 'speedtest.json'),
    JSON.stringify([
      server(own?.id ?? 1, 1, 'ZoriaNet, Вільнянськ', 'ZoriaNet, Вольнянск', `${far.url}/speedtest/`),
      server(2, 2, 'ZoriaNet, Запоріжжя', 'ZoriaNet, Запорожье', `${measurement.url}/speedtest/`),
    ]),
  );
  site = await startServer({ CONTENT_DIR: dir });
});
test.afterAll(async () => {
  await site?.stop();
  await far?.stop();
  await measurement?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// What is measured is answered by the servers started here, not by the service worker.
test.use({ serviceWorkers: 'block' });

test('the test measures against the nearer of two servers and names it; the visitor can choose the other', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.goto(`${site.url}/speed-test`);
  await hydrated(page);
  const picker = page.getByLabel('Сервер');
  await expect(picker).toHaveValue('');
  await page.getByRole('button', { name: 'Почати тест' }).click();
  const result = page.getByRole('region', { name: 'Ваш результат' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText('Сервер: ZoriaNet, Запоріжжя.');

  await picker.selectOption({ label: 'ZoriaNet, Вільнянськ' });
  await page.getByRole('button', { name: 'Повторити тест' }).click();
  await expect(picker).toBeDisabled();
  await expect(result).toContainText('Сервер: ZoriaNet, Вільнянськ.', { timeout: 60_000 });
  // The farther server's round trip: the 40 ms the proxy holds each probe, at least.
  const shownPing = await result.locator('dl > div', { has: page.getByText('Пінг', { exact: true }) }).locator('dd').textContent();
  const ping = Number((shownPing ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
  expect(ping).toBeGreaterThanOrEqual(40);
  expect(consoleErrors).toEqual([]);
});
