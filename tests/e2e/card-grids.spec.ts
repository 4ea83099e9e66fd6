/** Card grids never leave one card alone on their last row at 1280 px when the count allows. */
import { expect, hydrated, test } from './fixtures';

for (const path of ['/', '/tariffs', '/tv']) {
  test(`${path} at 1280 px: no grid's last row holds a lone card`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await hydrated(page);
    if (path === '/') await expect(page.locator('section[aria-labelledby="home-tariffs"] li').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const grids = await page.locator('main ul').evaluateAll((lists) =>
      lists
        .filter((ul) => getComputedStyle(ul).display === 'grid' && getComputedStyle(ul).gridTemplateColumns.split(' ').length > 1)
        .map((ul) => {
          const items = [...ul.children].filter((li) => li.getBoundingClientRect().height > 0);
          const lastTop = Math.round(items.at(-1)?.getBoundingClientRect().top ?? 0);
          const inLastRow = items.filter((li) => Math.round(li.getBoundingClientRect().top) === lastTop).length;
          const label = ul.closest('section')?.querySelector('h2, h3')?.textContent?.trim() ?? ul.className;
          return { label, count: items.length, columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length, inLastRow };
        }),
    );
    expect(grids.length).toBeGreaterThan(0);
    const lone = grids.filter((g) => g.count > 1 && g.inLastRow === 1);
    expect(lone, JSON.stringify(grids)).toEqual([]);
  });
}
