/**
 * Scroll behaviour: top on navigation (unless avoidScrolling=true),
 * to a hash target once it appears (30 tries x 100 ms, 20 px below the sticky header), the saved
 * position on back.
 */
const positions = new Map<string, number>();
let entryCounter = 0;

/** Gives the current history entry a key so its scroll position can be restored later. */
export function entryKey(): string {
  const state = (history.state ?? {}) as { __scrollKey?: string };
  if (state.__scrollKey) return state.__scrollKey;
  const key = `${Date.now().toString(36)}-${entryCounter++}`;
  history.replaceState({ ...state, __scrollKey: key }, '');
  return key;
}

export function savePosition(key: string): void {
  positions.set(key, window.scrollY);
}

export const hashAttempts = 30;
export const hashInterval = 100;
export const hashOffset = 20;

/** Height of what stays on top of the page while scrolling (the sticky header), if any. */
function stickyTop(): number {
  const header = document.querySelector<HTMLElement>('[data-sticky-top]');
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

function findTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return document.getElementById(id) ?? (document.getElementsByName(id)[0] as HTMLElement | undefined) ?? null;
}

/**
 * Back to a saved position. The page may still be shorter than it was (content and images
 * still arriving), which clamps the scroll: try again as it grows, on the hash's schedule,
 * until the position is reached or the visitor scrolls elsewhere.
 */
function restorePosition(y: number): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reached = -1;
  const attempt = () => {
    // Anything but our own last scroll means the visitor has moved on.
    if (reached >= 0 && Math.abs(window.scrollY - reached) > 1) return;
    window.scrollTo(0, y);
    reached = window.scrollY;
    if (Math.abs(reached - y) > 1 && ++tries < hashAttempts) timer = setTimeout(attempt, hashInterval);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Scrolls after a navigation has rendered. Returns a cancel function. */
export function applyScroll(opts: { key: string; isBack: boolean; search: string; hash: string }): () => void {
  if (new URLSearchParams(opts.search).get('avoidScrolling') === 'true') return () => {};
  if (opts.isBack && positions.has(opts.key)) return restorePosition(positions.get(opts.key) ?? 0);
  if (!opts.hash) {
    window.scrollTo(0, 0);
    return () => {};
  }
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = findTarget(opts.hash);
    if (target) {
      window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - stickyTop() - hashOffset);
    } else if (++tries < hashAttempts) {
      timer = setTimeout(attempt, hashInterval);
    } else {
      window.scrollTo(0, 0);
    }
  };
  attempt();
  return () => clearTimeout(timer);
}

/**
 * On an islands-mode page the browser scrolls to a hash by itself (the page's load, an in-page
 * link), to the very top, under the sticky header: this moves the target 20 px below it.
 */
export function keepHashBelowHeader(): void {
  const place = () => {
    let id = '';
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const target = id ? document.getElementById(id) : null;
    if (target) window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - stickyTop() - hashOffset);
  };
  place();
  window.addEventListener('hashchange', place);
}
