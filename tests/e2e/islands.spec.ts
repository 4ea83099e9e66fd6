/**
 * Islands mode on the home page (docs/islands.md): the server's HTML is the page, no framework
 * code runs before the visitor scrolls or touches, and each part wakes on its own when needed.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, islandReady, openUntouched, test } from './fixtures';

/** Scripts the page has fetched, by file name without hash. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js'))
      .map((n) => (n.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '')),
  );

for (const path of ['/', '/ru']) {
  test(`${path}: no framework code before the visitor scrolls or touches`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The page's clock keeps no resource entries (openUntouched runs on it): scripts are counted as requested.
    const loaded: string[] = [];
    page.on('request', (r) => {
      const name = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (name.endsWith('.js')) loaded.push(name.replace(/-[\w-]{8}\.js$/, ''));
    });
    await openUntouched(page, path);
    expect(loaded).toContain('entry-client');
    // The islands' runtime brings React: nothing asked for it yet.
    expect(loaded).not.toContain('runtime');
    expect(loaded).not.toContain('swiper-core');
    await expect(page.locator('[data-island-state]')).toHaveCount(0);
    // The page is whole meanwhile: the tariffs are links, and so are their types.
    await expect(page.getByRole('navigation', { name: path === '/' ? 'Тип житла' : 'Тип жилья' }).getByRole('link')).toHaveCount(3);
  });
}

test('the connection form renders as it comes into view, and the layout extras on first input', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await hydrated(page);
  await islandReady(page, 'pages/home/lazy/below-fold.island');
  const form = page.getByRole('form', { name: 'Заявка на підключення' });
  await expect(form).toBeVisible();
  expect(await scripts(page)).toContain('runtime');
  // The scroll was the first input: the scroll-up button is there (hidden under the cookie notice).
  await expect(page.locator('[data-extras="end"] button[aria-label="Нагору"]')).toBeAttached();
  // A field refused in the page: the form is React's now.
  await form.getByRole('textbox', { name: 'Телефон' }).fill('12');
  await form.getByRole('button', { name: 'Залишити заявку' }).click();
  await expect(form.getByText(/номер/i).first()).toBeVisible();
});

test('the slider starts when first touched, and a dot pressed before Swiper came is honoured', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  const dots = carousel.locator('.swiper-pagination-bullet');
  await expect(dots).toHaveCount(await carousel.locator('.swiper-slide').count());
  expect(await scripts(page)).not.toContain('swiper-core');
  const first = await carousel.locator('.swiper-slide').first().locator('p').first().textContent();
  await dots.nth(2).click();
  await expect(carousel.getByRole('button', { name: 'Перейти до слайда 3' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('.swiper-slide-active p').first()).not.toHaveText(first!);
});
