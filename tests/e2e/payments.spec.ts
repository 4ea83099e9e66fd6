/**
 * /payment-methods in both languages: the app, the cabinet, the payment partner's 43 cash points
 * with their addresses and links to the locality's coverage map (no outside map service), the
 * terminals and three banks' steps; and the page offline after one visit to the home page.
 */
import { expect, hydrated, openOfflineAfterHome, test } from './fixtures';

const words = {
  uk: {
    path: '/payment-methods',
    h1: 'Способи оплати',
    sections: ['Мобільний застосунок', 'Особистий кабінет', 'Пункти готівкової оплати', 'Термінали', 'Застосунки банків'],
    city: 'м. Запоріжжя',
    village: 'с. Наталівка',
    total: /усього 43/,
    onMap: /^На мапі: /,
    banks: 3,
  },
  ru: {
    path: '/ru/payment-methods',
    h1: 'Способы оплаты',
    sections: ['Мобильное приложение', 'Личный кабинет', 'Пункты оплаты наличными', 'Терминалы', 'Приложения банков'],
    city: 'г. Запорожье',
    village: 'с. Натальевка',
    total: /всего 43/,
    onMap: /^На карте: /,
    banks: 3,
  },
};

for (const [locale, w] of Object.entries(words)) {
  test(`payment methods (${locale}): every way to pay, and the 43 cash points with map links`, async ({ page }) => {
    await page.goto(w.path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: w.h1 })).toBeVisible();
    for (const name of w.sections) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByText(w.total)).toBeVisible();

    const points = page.getByTestId('cash-point');
    await expect(points).toHaveCount(43);
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${w.city}`) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${w.village}`) })).toBeVisible();
    // Each point: a street address and a map link inside the site.
    const first = points.first();
    await expect(first).toContainText(/(вул|ул|просп|пров|пер|бульв|бул)\.\s.+,\s\d+/);
    const links = page.getByRole('link', { name: w.onMap });
    await expect(links).toHaveCount(43);
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    const prefix = locale === 'ru' ? '/ru/cover/' : '/cover/';
    expect(hrefs.every((h) => h.startsWith(prefix))).toBe(true);

    // Three banks' apps, each a list of steps.
    await expect(page.locator('#banks ol')).toHaveCount(w.banks);
    await page.getByRole('navigation', { name: locale === 'ru' ? 'Способы оплаты' : 'Способи оплати' }).getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/#cash$/);
  });
}

test('never visited, /payment-methods opens offline after one visit to the home page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openOfflineAfterHome(page, context, words.uk.path);
  await expect(page.getByRole('heading', { level: 1, name: words.uk.h1 })).toBeVisible();
  await expect(page.getByTestId('cash-point')).toHaveCount(43);
});
