/**
 * /privacy-policy in both languages: its sections and contents links, reached from the cookie
 * notice and from a form's consent box, and readable offline after one visit to the home page.
 */
import { readFileSync, statSync } from 'node:fs';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, islandReady, offlineSetSaved, test } from './fixtures';

type Section = { anchor: string; title: string };
type Policy = { translations: { languages_code: 'uk' | 'ru'; title: string; sections: Section[] }[] };
const [policy] = JSON.parse(readFileSync('content/privacy_policy.json', 'utf8')) as Policy[];
const text = (lang: 'uk' | 'ru') => policy!.translations.find((t) => t.languages_code === lang)!;

for (const [prefix, lang, inForce] of [
  ['', 'uk', 'Діє з 26 листопада 2026'],
  ['/ru', 'ru', 'Действует с 26 ноября 2026'],
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
  // The home page's request form is an island (islands mode): it renders when scrolled to.
  await islandReady(page, 'pages/home/lazy/below-fold.island');
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

for (const prefix of ['', '/ru']) {
  test(`${prefix || '/uk'}/privacy-policy: no cookie name in its running text, whole contents at 375 px, a date not after the build`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${prefix}/privacy-policy`);
    await hydrated(page);
    // A cookie's name appears only where a name is expected: the cookies table's name column, as code.
    const names = await page.locator('main').evaluate((main) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!/isHidaCookie|i18n_redirected/.test(n.textContent ?? '')) continue;
        const el = n.parentElement!;
        const inNameColumn = el.tagName === 'CODE' && el.parentElement?.tagName === 'TD' && (el.parentElement as HTMLTableCellElement).cellIndex === 0;
        if (!inNameColumn) out.push(`${el.tagName}: ${(n.textContent ?? '').trim().slice(0, 60)}`);
      }
      return out;
    });
    expect(names).toEqual([]);
    await expect(page.locator('main table code', { hasText: 'isHidaCookie' })).toBeVisible();
    // Every contents item is whole on a phone: inside the screen, not cut by its box.
    const contents = page.getByRole('navigation', { name: prefix ? 'Содержание' : 'Зміст' });
    const cut = await contents.getByRole('link').evaluateAll((links) =>
      links
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const box = a.closest('nav')!.getBoundingClientRect();
          return r.right > document.documentElement.clientWidth || r.right > box.right + 0.5 || r.left < box.left - 0.5;
        })
        .map((a) => a.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The date the policy is in force from is not after the build (a future date reads as a draft).
    const stated = await page.locator('main time').first().getAttribute('datetime');
    const built = statSync('dist/build-stamp.json').mtime.toISOString().slice(0, 10);
    expect(stated! <= built, `in force from ${stated}, built ${built}`).toBe(true);
  });
}
