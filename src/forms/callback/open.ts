/**
 * Opens the call-back modal from anywhere (header, footer, any link to /call) without loading
 * the form up front. Links are intercepted from hydration on; the modal's host mounts a moment
 * later, so a click that comes first waits for it instead of leaving the page.
 */
/** What the form opens with: the tariff and speed of the card it was opened from. */
export interface CallbackPreset {
  tariff?: string;
  speed?: string;
}
type Listener = (preset: CallbackPreset) => void;

const listeners = new Set<Listener>();
let pending: { timer: ReturnType<typeof setTimeout>; preset: CallbackPreset } | null = null;
/** A host that has not mounted by then never will (its chunk failed): the link goes to /call. */
const hostWaitMs = 3000;

/** True when a page-wide host took it; otherwise the caller's link goes to /call, which opens it. */
export function openCallback(preset: CallbackPreset = {}): boolean {
  listeners.forEach((l) => l(preset));
  return listeners.size > 0;
}

export function onOpenCallback(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    clearTimeout(pending.timer);
    const { preset } = pending;
    pending = null;
    listener(preset);
  }
  return () => listeners.delete(listener);
}

const callPath = /^(\/ru)?\/call\/?$/;

/**
 * Same-origin links to /call open the modal where the visitor is, pre-filled from the link's
 * data-tariff and data-speed; a link opened in a new tab, or with JavaScript off, still goes to /call.
 */
export function interceptCallLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || !callPath.test(link.pathname)) return;
      event.preventDefault();
      const preset: CallbackPreset = { tariff: link.dataset.tariff, speed: link.dataset.speed };
      if (openCallback(preset)) return;
      if (pending) {
        pending.preset = preset;
        return;
      }
      const href = link.href;
      pending = {
        preset,
        timer: setTimeout(() => {
          pending = null;
          location.assign(href);
        }, hostWaitMs),
      };
    },
    true,
  );
}
