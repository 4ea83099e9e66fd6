import { expect, hydrated, test } from './fixtures';

/**
 * The page is server-rendered and whole without JavaScript: the app's code is asked for only
 * after the first paint, so on a slow line HTML and CSS have the connection to themselves.
 */
for (const path of ['/', '/faq', '/ru/contacts']) {
  test(`${path}: the app's scripts are requested after the first paint, then the page hydrates`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name) && !/\/boot-[^/]+\.js$/.test(e.name))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.start, s.name).toBeGreaterThanOrEqual(paint);
  });
}
