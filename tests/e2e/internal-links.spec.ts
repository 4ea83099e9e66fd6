/** The header's, footer's and menu's links on a page lead straight to their page: none answers a redirect. */
import { expect, hydrated, test } from './fixtures';

for (const home of ['/', '/ru']) {
  test(`${home}: no header, footer or menu link answers a redirect`, async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(home === '/' ? '/faq' : '/ru/faq');
    await hydrated(page);
    await page.locator('button[aria-controls="site-drawer"]').click();
    await expect(page.locator('#site-drawer')).toBeVisible();
    const hrefs = await page
      .locator('header a[href], footer a[href], #site-drawer a[href], [role="banner"] a[href]')
      .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href).filter((h) => new URL(h).origin === location.origin))]);
    expect(hrefs.length).toBeGreaterThan(10);
    const redirected: string[] = [];
    for (const href of hrefs) {
      const res = await request.get(href, { maxRedirects: 0 });
      if (res.status() >= 300 && res.status() < 400) redirected.push(`${new URL(href).pathname} -> ${res.status()} ${res.headers().location ?? ''}`);
    }
    expect(redirected).toEqual([]);
  });
}
