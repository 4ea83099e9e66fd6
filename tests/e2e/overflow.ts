import type { Page } from '@playwright/test';

/** The document's sideways overflow, with the element that sticks out furthest right, or null when none. */
export async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const sw = document.documentElement.scrollWidth;
    if (sw <= vw) return null;
    // Elements inside a box that clips sideways do not widen the document.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}> "${text}"`;
    };
    const out = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 0 && r.right + window.scrollX > vw + 0.5 && !clipped(el))
      // The widest first; among equals, the innermost (it is what sticks out).
      .sort((a, b) => b.r.width - a.r.width || (a.el.contains(b.el) ? 1 : -1));
    const worst = out[0];
    return `scrollWidth ${sw} > ${vw}; widest offending element ${worst ? `${name(worst.el)} ${Math.round(worst.r.width)} px wide, right edge ${Math.round(worst.r.right)}` : 'none found'}`;
  });
}
