/**
 * The home page's connection form's street suggestions come through the product API client from
 * GET /api/v1/address_unit/?name=, in the page's language.
 */
import { expect, hydrated, islandReady, test } from './fixtures';

for (const [prefix, formName, typed, street, suggestion] of [
  ['', 'Заявка на підключення', 'Перемог', 'Вулиця', 'м. Запоріжжя, вул. Перемоги'],
  ['/ru', 'Заявка на подключение', 'Побед', 'Улица', 'г. Запорожье, ул. Победы'],
] as const) {
  test(`${prefix || '/uk'}: typing a street offers the API's suggestions`, async ({ page }) => {
    await page.goto(prefix || '/');
    await hydrated(page);
    // The form is below the fold, in an island that renders when it comes into view.
    await islandReady(page, 'pages/home/lazy/below-fold.island');
    const form = page.getByRole('form', { name: formName });
    const asked = page.waitForRequest((r) => r.url().includes('/api/v1/address_unit/?name='));
    await form.getByLabel(street).fill(typed);
    const request = await asked;
    expect(new URL(request.url()).searchParams.get('name')).toBe(typed);
    expect(request.headers()['accept-language']).toBe(prefix ? 'ru' : 'uk');
    await expect(form.locator(`datalist option[value="${suggestion}"]`)).toHaveCount(1);
  });
}
