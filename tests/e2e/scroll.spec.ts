import { cookieNoticeTakenOver, expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('a hash scrolls to its element, 20 px below the sticky header', async ({ page }) => {
  await page.goto('/#home-title');
  await hydrated(page);
  const headerBottom = await page.locator('header[data-sticky-top]').evaluate((h) => Math.round(h.getBoundingClientRect().bottom));
  expect(headerBottom).toBeGreaterThan(40);
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('home-title')!.getBoundingClientRect().top))).toBe(headerBottom + 20);
});

// Client-side navigation is the whole-page app's: pages not in islands mode (docs/islands.md).
test('navigation scrolls to the top, back restores the position, avoidScrolling keeps it', async ({ page }) => {
  await page.goto('/cover');
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

test('on an islands-mode page, back after a plain navigation returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('#root')).toHaveAttribute('data-mode', 'islands');
  const saved = await page.evaluate(() => {
    window.scrollTo(0, 1500);
    return Math.round(window.scrollY);
  });
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Акції' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акції');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оптичний інтернет');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(saved);
});

test.describe('without the service worker, which would answer the content itself', () => {
  test.use({ serviceWorkers: 'block' });
  test('a newer navigation wins over a stale one', async ({ page }) => {
    // Client-side navigation: from a page of the whole-page app.
    await page.goto('/cover');
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

for (const [prefix, label, reject] of [
  ['', 'Нагору', 'Відхилити'],
  ['/ru', 'Наверх', 'Отклонить'],
] as const) {
  test(`${prefix}/faq: once scrolled down, a button in the page's language returns to the top`, async ({ page }) => {
    await page.goto(`${prefix}/faq`);
    await hydrated(page);
    // An islands-mode page renders the layout's browser-only parts on the first input.
    await page.mouse.wheel(0, 1);
    // The cookie notice covers the corner the button takes until the visitor answers it.
    await cookieNoticeTakenOver(page);
    await page.getByRole('button', { name: reject }).click();
    const button = page.getByRole('button', { name: label });
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 2000);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
}
