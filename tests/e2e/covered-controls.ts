import type { Page } from '@playwright/test';

/**
 * Looks at `scroller` (the page, or the open menu's panel) scrolled to its top and to its end and
 * returns the controls under `scope` a floating button covers, and the floating buttons something
 * else covers. Content passes under a button pinned to a corner while scrolling: what it still
 * covers at the top (a top corner) or at the end (a bottom corner) no scroll can free, so those
 * two positions are the ones to check.
 */
export async function coveredControls(page: Page, scope: string, scroller: string | null): Promise<string[]> {
  return page.evaluate(
    async ({ scope, scroller }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 40)));
      const name = (el: Element) => {
        const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${el.tagName.toLowerCase()}> "${label}"`;
      };
      const box = scroller ? document.querySelector(scroller)! : document.scrollingElement!;
      const controls = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])';
      const seen = new Map<Element, { ok: boolean; by: string }>();
      const floatSeen = new Map<Element, { ok: boolean; by: string }>();
      // The end is where the page ends once what loads as it comes into view (a guide's figures)
      // has loaded: measured once before scrolling, it was short of it on a slow machine.
      const scrollToEnd = async () => {
        for (let tries = 0; tries < 20; tries++) {
          const end = box.scrollHeight - box.clientHeight;
          box.scrollTo({ top: end, behavior: 'instant' });
          await frame();
          // Images near the view that are still loading (a lazy one far off never starts), for at most 2 s.
          const near = [...document.images].filter((img) => !img.complete && Math.abs(img.getBoundingClientRect().top) < 2 * innerHeight);
          await Promise.race([Promise.all(near.map((img) => img.decode().catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
          if (box.scrollHeight - box.clientHeight === end) return;
        }
      };
      for (const at of box.scrollHeight > box.clientHeight ? ['top', 'end'] : ['top']) {
        if (at === 'end') await scrollToEnd();
        else box.scrollTo({ top: 0, behavior: 'instant' });
        await frame();
        // Floating: fixed boxes narrower than the screen that hold a button (the cookie notice,
        // the menu and bars span it).
        const fixed = [...document.body.querySelectorAll('*')].filter((el) => getComputedStyle(el).position === 'fixed');
        const floating = fixed.filter(
          (el) =>
            !fixed.some((o) => o !== el && o.contains(el)) &&
            el.getBoundingClientRect().width < innerWidth * 0.8 &&
            (el.matches('button') || el.querySelector('button')),
        );
        const onScreen = (el: Element) => {
          const r = el.getBoundingClientRect();
          // Laid out but invisible (the chat's greeting while its spot is checked): nothing to cover or tap.
          if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) return null;
          const x = r.left + r.width / 2;
          const yy = r.top + r.height / 2;
          return x >= 0 && x < innerWidth && yy >= 0 && yy < innerHeight ? ([x, yy] as const) : null;
        };
        for (const el of document.querySelectorAll(`${scope} :is(${controls})`)) {
          if (floating.some((f) => f.contains(el))) continue;
          const at = onScreen(el);
          if (!at) continue;
          const hit = document.elementFromPoint(at[0], at[1]);
          if (!hit) continue;
          const entry = seen.get(el) ?? { ok: false, by: '' };
          if (el.contains(hit)) entry.ok = true;
          else {
            const over = floating.find((f) => f.contains(hit));
            if (over && !entry.by) entry.by = name(hit.closest('button, a') ?? over);
          }
          seen.set(el, entry);
        }
        for (const f of floating) {
          for (const el of [f, ...f.querySelectorAll('*')].filter((e) => e.matches('button, a[href]'))) {
            const at = onScreen(el);
            if (!at) continue;
            const hit = document.elementFromPoint(at[0], at[1]);
            const entry = floatSeen.get(el) ?? { ok: false, by: '' };
            if (hit && el.contains(hit)) entry.ok = true;
            else if (hit && !entry.by) entry.by = name(hit);
            floatSeen.set(el, entry);
          }
        }
      }
      box.scrollTo({ top: 0, behavior: 'instant' });
      return [
        ...[...seen].filter(([, e]) => !e.ok && e.by).map(([el, e]) => `${name(el)} is covered by ${e.by}`),
        ...[...floatSeen].filter(([, e]) => !e.ok && e.by).map(([el, e]) => `floating ${name(el)} is under ${e.by}`),
      ];
    },
    { scope, scroller },
  );
}

