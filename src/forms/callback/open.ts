/**
 * Opens the call-back modal from anywhere (header, footer, any link to /call) without loading
 * the form up front. Links are intercepted from hydration on; the modal's host mounts a moment
 * later, so a click that comes first waits for it instead of leaving the page.
 */
import type { CallbackService } from '../../domain/forms/schemas';

/** What a page knows of the visitor's interest (a tariff they composed): it starts the form filled. */
export interface CallbackPrefill {
  tariff?: string;
  speed?: string;
  services?: CallbackService[];
}

const listeners = new Set<(prefill?: CallbackPrefill) => void>();
let pending: ReturnType<typeof setTimeout> | null = null;
/** A page's request that came before the host mounted, delivered when it does. */
let waiting: { prefill?: CallbackPrefill } | null = null;
/** A host that has not mounted by then never will (its chunk failed): the link goes to /call. */
const hostWaitMs = 3000;

/** True when a page-wide host took it; otherwise the caller's link goes to /call, which opens it. */
export function openCallback(prefill?: CallbackPrefill): boolean {
  listeners.forEach((l) => l(prefill));
  return listeners.size > 0;
}

/** Opens it filled with what the page knows (a button, not a link): now, or once the host is there. */
export function requestCallback(prefill: CallbackPrefill): void {
  if (!openCallback(prefill)) waiting = { prefill };
}

export function onOpenCallback(listener: (prefill?: CallbackPrefill) => void): () => void {
  listeners.add(listener);
  if (pending) clearTimeout(pending);
  if (pending || waiting) listener(waiting?.prefill);
  pending = null;
  waiting = null;
  return () => listeners.delete(listener);
}

const callPath = /^(\/ru)?\/call\/?$/;

/**
 * Same-origin links to /call open the modal where the visitor is; a link opened in a new tab,
 * or with JavaScript off, still goes to /call.
 */
export function interceptCallLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || !callPath.test(link.pathname)) return;
      event.preventDefault();
      if (openCallback() || pending) return;
      const href = link.href;
      pending = setTimeout(() => {
        pending = null;
        location.assign(href);
      }, hostWaitMs);
    },
    true,
  );
}
