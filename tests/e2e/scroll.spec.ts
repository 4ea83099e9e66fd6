import { cookieNoticeTakenOver, expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('a hash scrolls to its element, 20 px below the sticky header', async ({ page }) => {
  await page.goto('/#home-title');
  await hydrated(page);
  const headerBottom = await page.locator('header[data-sticky-top]').evaluate((h) => Math.round(h.getBoundingClientRect().bottom));
  expect(headerBottom).toBeGreaterThan(40);
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('home-title')!.getBoundingClientRect().top))).toBe(headerBottom + 20);
});

test('navigation scrolls to the top, back restores the position, avoidScrolling keeps it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // The parts that load after hydration are in, so the page has its final height.
  await expect(page.locator('#connect form')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Тарифи' }).getByRole('listitem').first()).toBeVisible();
  // Deeper than /sales is tall: the browser clamps the scroll as that page swaps in, and the
  // clamped offset must not overwrite the position saved for the home page.
  const saved = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 200);
    return Math.round(window.scrollY);
  });
  expect(saved).toBeGreaterThan(2500);
  await page.waitForTimeout(100);
  // The sticky header stays in view, so clicking it does not scroll the page first.
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Акції' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акції');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оптичний інтернет');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(saved);

  await page.evaluate(() => history.pushState(null, '', '/news?avoidScrolling=true'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новини');
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
});

test('a newer navigation wins over a stale one', async ({ page }) => {
  await page.goto('/contacts');
  await hydrated(page);
  // Slow down the home page's content so its navigation is still loading when the next starts.
  await page.route('**/content/items/slider**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.evaluate(() => history.pushState(null, '', '/'));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => history.pushState(null, '', '/news'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новини');
  await page.waitForTimeout(1800);
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новини');
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
