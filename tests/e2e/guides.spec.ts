import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

type Section = { anchor: string; title: string; steps: unknown[] };
type Guide = { kind: string; url_key: string; position: number; translations: { languages_code: string; title: string; sections: Section[] }[] };
const guides = JSON.parse(readFileSync('content/guides.json', 'utf8')) as Guide[];
const ofKind = (kind: string) => guides.filter((g) => g.kind === kind).sort((a, b) => a.position - b.position);
const tr = (g: Guide, lang: string) => g.translations.find((t) => t.languages_code === lang)!;

test.use({ viewport: { width: 1280, height: 900 } });

async function figuresLoad(page: Page) {
  const imgs = page.locator('main ol img');
  expect(await imgs.count()).toBeGreaterThan(0);
  await imgs.evaluateAll((list) =>
    Promise.all(
      (list as HTMLImageElement[]).map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    ),
  );
  const broken = await imgs.evaluateAll((list) => (list as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).map((img) => img.src));
  expect(broken).toEqual([]);
}

test('the indexes link every guide of their kind in order, in both languages', async ({ page }) => {
  for (const [path, kind, lang] of [
    ['/setup-pc', 'setup-pc', 'uk'],
    ['/routers', 'routers', 'uk'],
    ['/ru/routers', 'routers', 'ru'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    const list = ofKind(kind);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }), path).toHaveText(list.map((g) => tr(g, lang).title));
    const prefix = lang === 'ru' ? '/ru' : '';
    await expect(page.getByRole('link', { name: tr(list[0]!, lang).title })).toHaveAttribute('href', `${prefix}/${kind}/${list[0]!.url_key}`);
  }
  await page.goto('/setup-pc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Налаштування мережі на комп'ютері");
});

test('a guide has its contents, numbered steps with figures, a date, print and links to the others', async ({ page }) => {
  const guide = guides.find((g) => g.url_key === 'windows-7')!;
  const uk = tr(guide, 'uk');
  await page.goto('/setup-pc/windows-7');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uk.title);
  await expect(page.getByText('Оновлено 20 січня 2026 р.')).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'Зміст' });
  await expect(toc.getByRole('link')).toHaveText(uk.sections.map((s) => s.title));
  await toc.getByRole('link', { name: uk.sections[2]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${uk.sections[2]!.anchor}$`));
  const heading = page.getByRole('heading', { level: 2, name: uk.sections[2]!.title });
  // Below the sticky header, not under it.
  await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(68);

  const firstSection = page.getByRole('region', { name: uk.sections[0]!.title });
  await expect(firstSection.locator('ol > li')).toHaveCount(uk.sections[0]!.steps.length);
  const figure = firstSection.locator('ol img').first();
  await expect(figure).toHaveAttribute('src', /^\/content\/assets\/.+\.svg$/);
  await expect(figure).toHaveAttribute('alt', /.{10,}/);
  await expect(figure).toHaveAttribute('width', '640');
  await expect(figure).toHaveAttribute('loading', 'lazy');
  await figuresLoad(page);

  await expect(page.getByRole('button', { name: 'Друкувати' })).toBeVisible();
  await expect(page.getByRole('link', { name: tr(guides.find((g) => g.url_key === 'ubuntu')!, 'uk').title })).toHaveAttribute('href', '/setup-pc/ubuntu');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Підтримка' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).toBeHidden();
  await expect(toc).toBeHidden();
  await expect(page.getByRole('button', { name: 'Друкувати' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(figure).toBeVisible();
});

test('a router guide in Russian keeps the exact title and the Wi-Fi key rule', async ({ page }) => {
  const guide = guides.find((g) => g.url_key === 'asus-new')!;
  await page.goto('/ru/routers/asus-new');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(guide, 'ru').title);
  await expect(page.getByText('Обновлено', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByText(/от 8 до 63 символов/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
  await figuresLoad(page);

  await page.goto('/routers/tp-link-en');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(guides.find((g) => g.url_key === 'tp-link-en')!, 'uk').title);
  await expect(page.getByRole('main').getByText(/від 8 до 63 символів/).first()).toBeVisible();
});

test('a guide under the wrong index is a 404', async ({ page }) => {
  for (const path of ['/routers/windows-7', '/setup-pc/tp-link-en', '/setup-pc/tv-setup', '/routers/tv-setup', '/routers/no-such-router']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Цю сторінку не знайдено');
  }
});

test('the TV guide passes the accessibility check and its figures load', async ({ page }) => {
  await page.goto('/faq/tv-setup');
  await hydrated(page);
  await figuresLoad(page);
  await expectNoAxeViolations(page);
});
