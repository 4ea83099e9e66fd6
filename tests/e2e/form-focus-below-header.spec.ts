/** A form sent with errors focuses its first invalid field below the sticky header, never under it. */
import { expect, hydrated, islandReady, test } from './fixtures';

for (const path of ['/contacts', '/ru/contacts']) {
  test(`${path} at 1280 px: the focused invalid field after an empty send is below the header`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await hydrated(page);
    // The director's form is an island of the contacts page: it wakes when scrolled to.
    await islandReady(page, 'pages/contacts/director-form.island');
    const forms = page.locator('main form');
    await expect(forms.first()).toBeVisible();
    const count = await forms.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const form = forms.nth(i);
      // Scrolled well past the form first, as after reading the page.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await form.locator('button[type="submit"]').last().click();
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('aria-invalid', 'true');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const { top, headerBottom } = await page.evaluate(() => ({
        top: document.activeElement!.getBoundingClientRect().top,
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      }));
      expect(top, `form ${i + 1}: the focused field's top against the header's bottom`).toBeGreaterThanOrEqual(headerBottom);
      // Nor is a phone link left half under the header (axe's target size).
      const underHeader = await page.locator('main a[href^="tel:"]').evaluateAll((links) =>
        links
          .filter((a) => {
            const r = a.getBoundingClientRect();
            const header = document.querySelector('header')!.getBoundingClientRect();
            return r.bottom > 0 && r.top < header.bottom && r.bottom > header.top;
          })
          .map((a) => a.textContent),
      );
      expect(underHeader, `form ${i + 1}: phone links under the header`).toEqual([]);
    }
  });
}
