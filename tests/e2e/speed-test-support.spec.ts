/**
 * A result that reaches support: a real test against the local server, "Send to support" with
 * the short-number opt-in, the call-back sent through the outbox; the stored submission carries
 * the figures and the id, the short link opens in both languages, and offline says it needs the network.
 */
import { randomInt } from 'node:crypto';
import { resultIdAlphabet } from '../../src/domain/speedtest/stored-result';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';
import { storedCallback } from './stored-submissions';

const idPattern = new RegExp(`Номер результату: ([${resultIdAlphabet}]{8}) (http://\\S+/speed-test/r/\\1)`);

test('a result sent to support arrives as one call-back with the figures and a short link that opens in uk and ru, and offline needs the network', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/speed-test?start=1');
  await hydrated(page);
  const results = page.getByRole('region', { name: 'Ваш результат' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  const download = (await results.getByTestId('result-download').textContent())?.replace(/\s*Мбіт\/с$/, '').trim() ?? '';

  await results.getByLabel(/Зберегти результат під коротким номером/).check();
  await results.getByRole('button', { name: 'Надіслати в підтримку' }).click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog.getByText(/Тест швидкості/)).toBeVisible({ timeout: 15_000 });
  const phone = `067${String(randomInt(1_000_000, 9_999_999))}`;
  await dialog.getByLabel('Ваше імʼя').fill('Олена Гайова');
  await dialog.getByRole('textbox', { name: 'Телефон' }).fill(phone);
  await dialog.getByLabel(/погоджуюся/).check();
  await dialog.getByRole('button', { name: 'Замовити дзвінок' }).click();
  await expect(page.getByTestId('receipt').getByText(/№ \d+/)).toBeVisible({ timeout: 20_000 });

  const rows = storedCallback(`+38${phone}`);
  expect(rows).toHaveLength(1);
  const info = String(rows[0]?.additional_info);
  // The form collapses the figures' narrow no-break spaces into plain ones.
  expect(info).toContain(`завантаження ${download.replace(/\s/g, ' ')} Мбіт/с`);
  expect(info).toMatch(/віддача [\d ,]+ Мбіт\/с, пінг [\d ,]+ мс, джитер [\d ,]+ мс/);
  const [, id, link] = idPattern.exec(info) ?? [];
  expect(id, info).toBeDefined();

  // The short link, in both languages: the id big, the same download figure.
  const path = new URL(link!).pathname;
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Результат тесту швидкості' })).toBeVisible();
  await expect(page.getByTestId('stored-result-id')).toHaveText(id!);
  await expect(page.getByText(`${download} Мбіт/с`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/ru${path}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Результат теста скорости' })).toBeVisible();
  await expect(page.getByText('Номер результата для поддержки')).toBeVisible();
  await expect(page.getByTestId('stored-result-id')).toHaveText(id!);
  expect((await page.goto('/speed-test/r/ABCDEFGH'))?.status()).toBe(404);

  // Offline the page was not kept: it says it needs the network, both opened afresh and within the app.
  await page.goto('/');
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.goto(path);
  await hydrated(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Для цієї сторінки потрібен інтернет' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('stored-result-id')).toHaveCount(0);
  await context.setOffline(false);
});
