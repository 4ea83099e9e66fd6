import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

type Translation = { languages_code: string; title: string };
const guides = JSON.parse(readFileSync('content/guides.json', 'utf8')) as { kind: string; url_key: string; translations: Translation[] }[];
const categories = (JSON.parse(readFileSync('content/faq_category.json', 'utf8')) as { audience: string; url_key: string; name_ukr: string }[]).filter(
  (c) => c.audience === 'subscribers',
);
const titleUk = (g: (typeof guides)[number]) => g.translations.find((t) => t.languages_code === 'uk')?.title ?? '';
const guidePath = (g: (typeof guides)[number]) => (g.kind === 'tv' ? `/faq/${g.url_key}` : `/${g.kind}/${g.url_key}`);

/** One online visit to the home page, then wait until the offline set is saved. */
async function visitOnceOnline(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
}

async function imagesLoaded(page: Page) {
  const broken = await page.locator('main img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.getAttribute('src')),
  );
  expect(broken).toEqual([]);
}

test('after one visit to the home page, every guide and FAQ category opens offline with its images', async ({ page, context }) => {
  test.setTimeout(180_000);
  await visitOnceOnline(page);
  await context.setOffline(true);
  for (const g of guides) {
    await page.goto(guidePath(g));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }), guidePath(g)).toHaveText(titleUk(g));
    // The reader sees that the page is kept for offline reading, and since when.
    await expect(page.getByText(/Збережено на цьому пристрої для читання без інтернету: .*\d{2}:\d{2}\./)).toBeVisible();
    await page.locator('main img').evaluateAll((imgs) => Promise.all((imgs as HTMLImageElement[]).map((img) => { img.loading = 'eager'; return img.decode().catch(() => undefined); })));
    await imagesLoaded(page);
  }
  for (const c of categories) {
    await page.goto(`/faq/${c.url_key}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }), c.url_key).toHaveText(c.name_ukr);
    await expect(page.locator('main details').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Що збережено' })).toHaveAttribute('href', '/saved');
  }
});

test('offline, FAQ search still finds answers, and the home page leads with outage mode', async ({ page, context }) => {
  test.setTimeout(90_000);
  await visitOnceOnline(page);
  await context.setOffline(true);
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('searchbox').fill('бонус');
  await expect(page.getByRole('main').getByText(/бонус/i).first()).toBeVisible();

  await page.goto('/');
  await hydrated(page);
  const outage = page.getByRole('region', { name: "Немає з'єднання з інтернетом" });
  await expect(outage).toBeVisible();
  await expect(outage.locator('a[href^="tel:+380"]')).toHaveCount(4);
  await expect(outage.getByRole('link', { name: /TP-Link/ }).first()).toBeVisible();
  await expect(outage.getByText(/Оголошення збережено на цьому пристрої/)).toBeVisible();
  await expect(outage.getByRole('link', { name: /Планові роботи/ }).first()).toBeVisible();
});

test('the saved-for-offline view lists what is kept and its size, within the 5 MB budget', async ({ page }) => {
  await visitOnceOnline(page);
  await page.goto('/saved');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: /^Збережено / })).toBeVisible();
  const total = Number(await page.getByTestId('saved-total').getAttribute('data-bytes'));
  expect(total).toBeGreaterThan(500_000);
  expect(total).toBeLessThan(5 * 1024 * 1024);
  await expect(page.getByRole('link', { name: titleUk(guides.find((g) => g.url_key === 'tp-link-en') ?? guides[0]!) })).toBeVisible();
  await page.getByRole('button', { name: 'Оновити зараз' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Збережена копія актуальна.' })).toBeVisible({ timeout: 30_000 });
});

