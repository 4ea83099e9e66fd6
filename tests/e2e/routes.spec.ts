import { routeSamples } from '../support/routes';
import { expect, hydrated, test } from './fixtures';

// Every route of the route table, in both languages: server HTML hydrates without errors.
for (const { name, path } of routeSamples) {
  for (const prefix of ['', '/ru']) {
    const url = prefix ? (path === '/' ? '/ru' : `/ru${path}`) : path;
    test(`${url} (${name}) hydrates with its heading`, async ({ page, consoleErrors }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'ru' : 'uk');
      // Server and browser agree on the location: no navigation is running after hydration
      // (React's production build would keep a mismatched attribute silently).
      await expect(page.locator('[role="progressbar"]')).toHaveAttribute('aria-busy', 'false');
      // The browser reports the 404 status of the document itself; nothing else may appear.
      const errors = consoleErrors.filter((e) => !(name === 'not-found' && /status of 404/.test(e)));
      expect(errors).toEqual([]);
      consoleErrors.length = 0;
    });
  }
}
