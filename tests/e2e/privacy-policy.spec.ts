/**
 * /privacy-policy in both languages: its sections and contents links, reached from the cookie
 * notice and from a form's consent box, and readable offline after one visit to the home page.
 */
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, offlineSetSaved, test } from './fixtures';

type Section = { anchor: string; title: string };
type Policy = { translations: { languages_code: 'uk' | 'ru'; title: string; sections: Section[] }[] };
const [policy] = JSON.parse(readFileSync('content/privacy_policy.json', 'utf8')) as Policy[];
const text = (lang: 'uk' | 'ru') => policy!.translations.find((t) => t.languages_code === lang)!;

for (const [prefix, lang, inForce] of [
  ['', 'uk', 'Діє з 1 грудня 2026'],
  ['/ru', 'ru', 'Действует с 1 декабря 2026'],
] as const) {
  test(`${prefix || '/uk'}: every section is listed, its link scrolls to it, and the policy says what it must`, async ({ page, consoleErrors }) => {
    const { title, sections } = text(lang);
    await page.goto(`${prefix}/privacy-policy`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(inForce)).toBeVisible();
    const contents = page.getByRole('navigation', { name: lang === 'uk' ? 'Зміст' : 'Содержание' });
    await expect(contents.getByRole('link')).toHaveText(sections.map((s) => s.title));
    await expect(page.getByRole('heading', { level: 2 })).toContainText(sections.map((s) => s.title));
    const retention = sections.find((s) => s.anchor === 'retention')!;
    await contents.getByRole('link', { name: retention.title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/privacy-policy#retention$`));
    await expect(page.getByRole('heading', { level: 2, name: retention.title })).toBeInViewport();
    // The retention the server applies by default (SUBMISSION_RETENTION_DAYS), and the cookie notice's two choices.
    await expect(page.locator('#retention').locator('..')).toContainText(lang === 'uk' ? '180 днів' : '180 дней');
    await expect(page.locator('section', { has: page.locator('#cookies') })).toContainText(lang === 'uk' ? '«Відхилити»' : '«Отклонить»');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('the cookie notice and a form consent box lead to the policy', async ({ page }) => {
  await page.goto('/ru/contacts');
  await hydrated(page);
  const notice = page.getByRole('region', { name: 'Cookies' });
  await notice.getByRole('link', { name: 'политике конфиденциальности' }).click();
  await expect(page).toHaveURL(/\/ru\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ru').title);

  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Заявка на підключення' });
  await form.getByRole('link', { name: 'політикою конфіденційності' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('uk').title);
});

test('after one visit to the home page, the policy opens offline in both languages', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await hydrated(page);
  await offlineSetSaved(page);
  await context.setOffline(true);
  for (const [path, lang] of [['/privacy-policy', 'uk'], ['/ru/privacy-policy', 'ru']] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang).title);
    for (const section of text(lang).sections) await expect(page.locator(`h2#${section.anchor}`)).toHaveText(section.title);
  }
});
