/** The "Saved for offline" page: its FAQ panel lists the saved categories, and sizes keep their unit. */
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

test('/saved lists the saved FAQ categories and keeps each size on one line at 375 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await page.goto('/saved');
  await hydrated(page);
  const faq = page.locator('section[aria-labelledby="saved-faq"]');
  await expect(faq.getByRole('link', { name: 'Особистий кабінет і оплата' })).toBeVisible();
  // Every size (a number and its unit) sits on one line.
  const cells = page.locator('td[data-bytes], table td');
  await expect(cells.first()).toBeVisible();
  const lines = await cells.evaluateAll((tds) =>
    tds.map((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return `${(td.textContent ?? '').trim()}: ${tops.size} line(s)`;
    }),
  );
  expect(lines.filter((l) => !l.endsWith(': 1 line(s)'))).toEqual([]);
});

test('/saved opened first shows the copy the worker saves meanwhile, without a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/saved');
  await hydrated(page);
  await expect(page.getByTestId('saved-total')).toBeVisible({ timeout: 30_000 });
  // The worker registers 3 s after the load and then saves the whole set: the page follows it.
  await expect(page.getByText('Поки нічого не збережено')).toBeHidden({ timeout: 30_000 });
});

test.describe('with nothing saved (no service worker)', () => {
  test.use({ serviceWorkers: 'block' });
  test('/saved says so and shows no empty lists', async ({ page }) => {
    await page.goto('/saved');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Поки нічого не збережено' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('saved-total')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="saved-faq"]')).toBeHidden();
    await expect(page.locator('section[aria-labelledby="saved-guides"]')).toBeHidden();
  });
});
