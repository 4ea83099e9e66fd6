import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './a11y';
import { expect, hydrated, test } from './fixtures';

type Category = { audience: string; url_key: string; position: number; is_main: boolean; name_ukr: string; name_ru: string };
const categories = (JSON.parse(readFileSync('content/faq_category.json', 'utf8')) as Category[])
  .filter((c) => c.audience === 'subscribers')
  .sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position);

test.use({ viewport: { width: 1280, height: 900 } });

test('the FAQ lists the subscribers’ categories in order, with the TV guide, in both languages', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поширені запитання');
  const topics = page.getByRole('region', { name: 'Теми' });
  await expect(topics.getByRole('heading', { level: 3 })).toHaveText([...categories.map((c) => c.name_ukr), 'Налаштування телебачення ZoriaNet']);
  await expect(topics.getByRole('link', { name: categories[0]!.name_ukr })).toHaveAttribute('href', `/faq/${categories[0]!.url_key}`);
  await expect(topics.getByRole('link', { name: 'Налаштування телебачення ZoriaNet' })).toHaveAttribute('href', '/faq/tv-setup');
  await expect(page.getByText('Робота в ZoriaNet')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/ru/faq');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Частые вопросы');
  await expect(page.getByRole('region', { name: 'Темы' }).getByRole('link', { name: categories[1]!.name_ru })).toHaveAttribute('href', `/ru/faq/${categories[1]!.url_key}`);
});

test('a category shows its questions as accordions and opens the one the address points at', async ({ page }) => {
  await page.goto('/faq/cabinet-and-payments#top-up-balance');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Особистий кабінет і оплата');
  const target = page.locator('details#top-up-balance');
  await expect(target).toHaveAttribute('open', '');
  await expect(page.locator('details#cabinet-features')).toHaveJSProperty('open', false);
  // The opened question lands below the sticky header, not under it.
  await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(68);
  await expect(target.getByText(/поповн/i).first()).toBeVisible();

  // Another question opens on click; other topics are linked.
  const features = page.getByText('Що можна зробити в особистому кабінеті?');
  await features.click();
  await expect(page.locator('details#cabinet-features')).toHaveAttribute('open', '');
  await expect(page.getByRole('region', { name: 'Інші теми' }).getByRole('link', { name: 'Тарифи та послуги' })).toHaveAttribute('href', '/faq/tariffs-and-services');
  await expectNoAxeViolations(page);

  await page.goto('/ru/faq/cabinet-and-payments');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Личный кабинет и оплата');
  await expect(page.locator('main details summary').first()).toHaveText('Что можно сделать в личном кабинете?');
});

test('the career category and unknown keys are not FAQ pages', async ({ page }) => {
  for (const path of ['/faq/career', '/faq/no-such-topic']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Цю сторінку не знайдено');
  }
});

test('search finds questions in either language as you type, and says so when nothing matches', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'Пошук у питаннях' });
  // Online, the content API searches both languages' questions and the keywords.
  const searched = page.waitForRequest((r) => r.url().includes('/content/items/faq') && decodeURIComponent(r.url()).includes('[_or]') && r.url().includes('_icontains'));
  await box.fill('бонус');
  await searched;
  await expect(page).toHaveURL(/\/faq\?q=%D0%B1%D0%BE%D0%BD%D1%83%D1%81$/);
  const status = page.getByRole('main').getByRole('status');
  const results = page.getByRole('region', { name: 'Результати пошуку' });
  await expect(status).toHaveText(/^Знайдено \d+ питання$/);
  const hit = results.getByRole('link', { name: 'Як нараховуються бонуси за стаж?' });
  await expect(hit).toHaveAttribute('href', /^\/faq\/bonuses-and-referrals#/);
  await expect(box).toBeFocused();

  await box.fill('абракадабра');
  await expect(status).toHaveText('За запитом «абракадабра» нічого не знайдено. Спробуйте інше слово або оберіть тему нижче.');
  await expect(results).toHaveCount(0);

  await box.fill('');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(results).toHaveCount(0);
  await expect(status).toHaveText('');

  await page.goto('/ru/faq');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Поиск по вопросам' }).fill('кабинет');
  await expect(page.getByRole('region', { name: 'Результаты поиска' }).getByRole('link', { name: 'Что можно сделать в личном кабинете?' })).toHaveAttribute(
    'href',
    '/ru/faq/cabinet-and-payments#cabinet-features',
  );
  await page.getByRole('searchbox').fill('qwertyzz');
  await expect(page.getByRole('main').getByText('По запросу «qwertyzz» ничего не найдено.', { exact: false })).toBeVisible();
});

test('search works without JavaScript as a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await page.getByRole('searchbox').fill('роутер');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/faq\?q=/);
  await expect(page.getByRole('region', { name: 'Результати пошуку' }).getByRole('link').first()).toBeVisible();
  await context.close();
});

test('the TV guide shows its sections as tabs that the keyboard moves between', async ({ page }) => {
  await page.goto('/faq/tv-setup');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Налаштування телебачення ZoriaNet');
  await expect(page).toHaveTitle('Налаштування телебачення | ZoriaNet');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(10);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toContainText('Смартфон');

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  const tablet = page.getByRole('tab', { name: 'Планшет' });
  await expect(tablet).toBeFocused();
  await expect(tablet).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Планшет' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('ol > li').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // ?tab= and #anchor pick a tab.
  await page.goto('/ru/faq/tv-setup?tab=android');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/faq/tv-setup#browser-login');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Вхід через браузер' })).toHaveAttribute('aria-selected', 'true');
});

test('without JavaScript the TV guide shows every section', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq/tv-setup');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Смартфон' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Windows' })).toBeVisible();
  await context.close();
});
