/**
 * Whether a floating box would hide something of the page: a control, or text, that is the
 * topmost thing under any part of it. The box itself should not take hits (pointer-events: none
 * or visibility: hidden) while asked; `own` (the floating widget) is looked through.
 */
const controls = 'a[href], button, input:not([type=hidden]), select, textarea, summary, label, [role=button], [tabindex]:not([tabindex="-1"])';
/** Sample spacing in px: smaller than a line of text or a button's height. */
const step = 8;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function textUnder(el: Element, box: DOMRect, range: Range): boolean {
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (overlaps(rect, box)) return true;
  }
  return false;
}

export function coversContent(box: Element, own: Element): boolean {
  const r = box.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  const range = document.createRange();
  const seen = new Set<Element>();
  for (let y = r.top + 1; y < r.bottom; y += step) {
    for (let x = r.left + 1; x < r.right; x += step) {
      const under = document.elementsFromPoint(x, y).find((e) => !own.contains(e));
      if (!under || seen.has(under)) continue;
      seen.add(under);
      if (under.closest(controls) || textUnder(under, r, range)) return true;
    }
  }
  return false;
}
