/**
 * The server's store of frozen parts (src/ui/frozen.tsx): each part's markup by language, year
 * and key, rendered the first time a page places it. The page's render leaves a placeholder
 * where a part goes, and `fill` puts the markup there afterwards, so no render runs inside
 * another.
 */
import type { ReactNode } from 'react';
import type { FrozenParts } from '../ui/frozen';
import { menuKey } from './layout/nav';

/** The keys come from a small set (a few parts times the menus' states); this bounds it anyway. */
const maxKept = 512;
const kept = new Map<string, string>();

// A private-use character and a number drawn per process: no text a visitor sends can pose as a
// placeholder (a search box's value is on the page too).
const mark = '\uE000' + Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('') + ':';
const end = '\uE000';

/**
 * The parts of one page's render: `render` renders a part in that page's contexts. A part's key
 * is all the layout reads from the page: its language, the year (the footer's), and which menu
 * items are current (`menuKey`).
 */
export function frozenParts(locale: string, page: { path: string; routeName: string }, render: (part: ReactNode) => string): FrozenParts & { fill(html: string): string } {
  const prefix = `${locale} ${new Date().getFullYear()} ${menuKey(page.path, page.routeName)}`;
  const placed: { key: string; children: ReactNode }[] = [];
  return {
    place(id, children) {
      placed.push({ key: `${prefix} ${id}`, children });
      return `${mark}${placed.length - 1}${end}`;
    },
    fill(html) {
      // indexOf, not a regular expression: the page is some 100 KB of two-byte text.
      const out: string[] = [];
      let from = 0;
      for (let at = html.indexOf(mark); at >= 0; at = html.indexOf(mark, from)) {
        const close = html.indexOf(end, at + mark.length);
        const part = placed[Number(html.slice(at + mark.length, close))];
        if (close < 0 || !part) break;
        out.push(html.slice(from, at), markup(part));
        from = close + end.length;
      }
      out.push(html.slice(from));
      return out.join('');
    },
  };

  function markup(part: { key: string; children: ReactNode }): string {
    let html = kept.get(part.key);
    if (html === undefined) {
      html = render(part.children);
      if (kept.size < maxKept) kept.set(part.key, html);
    }
    return html;
  }
}
