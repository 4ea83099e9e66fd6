import { cookieNoticeTakenOver, expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('a hash scrolls to its element, 20 px below the sticky header', async ({ page }) => {
  await page.goto('/#home-title');
  await hydrated(page);
  const headerBottom = await page.locator('header[data-sticky-top]').evaluate((h) => Math.round(h.getBoundingClientRect().bottom));
  expect(headerBottom).toBeGreaterThan(40);
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('home-title')!.getBoundingClientRect().top))).toBe(headerBottom + 20);
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
