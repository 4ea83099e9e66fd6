/** Small helpers shared by the shell's delegated listeners. */

/** The element an event happened on (a text node's parent), or null. */
export function targetElement(event: Event): Element | null {
  const target = event.target;
  if (target instanceof Element) return target;
  return target instanceof Node ? target.parentElement : null;
}

/** A left click without a modifier: one the page may handle itself instead of the browser. */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Runs `start` once the document's markup is there (at once when it already is). */
export function whenParsed(start: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
