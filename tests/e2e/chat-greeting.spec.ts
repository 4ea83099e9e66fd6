/**
 * The support chat's greeting never hides the page: whenever it is visible, at a phone's 375 px,
 * no text and no control of the page is under it, at the top, the middle and the end of each
 * page, in both languages. Where it fits (a wide screen's empty corner) it shows, is announced
 * politely and can be dismissed.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { inLanguage } from './page-types';
import { chatDelayMs } from '../../src/app/layout/extras/chat-timing';

const greeting = { uk: "Потрібна допомога? Ми на зв'язку 24/7.", ru: 'Нужна помощь? Мы на связи 24/7.' };

/** What the visible greeting hides at each scroll position: texts and controls topmost under it. */
async function hiddenByGreeting(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (text) => {
    // An island the scroll woke renders (as a transition) before the greeting can look again at
    // what it covers: wait for it, then for one of the greeting's own rechecks (every 250 ms).
    const frame = async () => {
      for (let i = 0; i < 100 && document.querySelector('[data-island-state="loading"]'); i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
    };
    const found: string[] = [];
    const box = document.scrollingElement!;
    const max = box.scrollHeight - box.clientHeight;
    /** What the visible greeting covers now, at scroll position `y` (for the message). */
    const measure = (y: number): string[] => {
      const covered: string[] = [];
      const status = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes(text));
      if (!status) return covered;
      // The bubble: the greeting's box inside the fixed chat widget.
      let bubble: Element = status;
      while (bubble.parentElement && getComputedStyle(bubble.parentElement).position !== 'fixed') bubble = bubble.parentElement;
      const widget = bubble.parentElement!;
      if (!bubble.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return covered;
      const r = bubble.getBoundingClientRect();
      const cut = (a: DOMRect) => {
        const left = Math.max(a.left, r.left);
        const right = Math.min(a.right, r.right);
        const top = Math.max(a.top, r.top);
        const bottom = Math.min(a.bottom, r.bottom);
        return left < right && top < bottom ? ([(left + right) / 2, (top + bottom) / 2] as const) : null;
      };
      const topmost = (x: number, yy: number) => document.elementsFromPoint(x, yy).find((e) => !widget.contains(e));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || widget.contains(parent) || !node.textContent?.trim()) return covered;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const at = cut(rect);
          const top = at && topmost(at[0], at[1]);
          if (top && (parent.contains(top) || top.contains(parent))) covered.push(`at ${y}: text "${node.textContent.trim().slice(0, 40)}"`);
        }
      }
      for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]')) {
        if (widget.contains(el)) return covered;
        const at = cut(el.getBoundingClientRect());
        const top = at && topmost(at[0], at[1]);
        if (top && el.contains(top)) covered.push(`at ${y}: <${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
      }
      return covered;
    };
    for (const y of [0, Math.round(max / 2), max]) {
      box.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      // The greeting looks again every 250 ms and on every change; on a busy box that can take
      // longer than the wait above. What it still covers a second later, it would go on covering.
      let problems = measure(y);
      for (let i = 0; i < 10 && problems.length > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        problems = measure(y);
      }
      found.push(...problems);
    }
    box.scrollTo({ top: 0, behavior: 'instant' });
    return [...new Set(found)];
  }, text);
}

for (const lang of ['uk', 'ru'] as const) {
  test(`the chat's greeting covers no text or control at 375 px (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    // A visitor who accepted cookies: the chat and its greeting come 3 s after load.
    await context.addCookies([{ name: 'isHidaCookie', value: 'accepted', url: baseURL! }]);
    await page.setViewportSize({ width: 375, height: 740 });
    // The page's clock runs as usual, but for the chat's delay after each load, skipped through.
    await page.clock.install();
    const found: string[] = [];
    for (const path of ['/', '/tariffs', '/cover', '/contacts', '/faq', '/404']) {
      const url = inLanguage(path, lang);
      await page.goto(url);
      await hydrated(page);
      await page.clock.runFor(chatDelayMs);
      // The greeting is due (laid out, shown or not) for its first 5 s.
      await page.locator('[role="status"]', { hasText: greeting[lang] }).first().waitFor({ state: 'attached', timeout: 10_000 });
      for (const problem of await hiddenByGreeting(page, greeting[lang])) found.push(`${url} ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test('where its spot is clear the greeting shows, politely announced, and the visitor can hide it', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'isHidaCookie', value: 'accepted', url: baseURL! }]);
  // A wide screen's short page: the corner above the chat button is empty.
  await page.setViewportSize({ width: 1280, height: 740 });
  // The page's clock runs as usual until the wait below, which it skips through.
  await page.clock.install();
  await page.goto('/404');
  await hydrated(page);
  const note = page.getByRole('status').filter({ hasText: greeting.uk });
  await expect(note).toBeVisible();
  expect(await hiddenByGreeting(page, greeting.uk)).toEqual([]);
  await page.getByRole('button', { name: 'Сховати привітання' }).click();
  await expect(note).toHaveCount(0);
  // Dismissed for the visit: the next round (10 s later) does not bring it back.
  await page.clock.runFor(16_000);
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Відкрити чат підтримки' })).toBeVisible();
});
