/**
 * Opens the call-back modal from anywhere (header, footer, any link to /call) without loading
 * the form up front. Links are intercepted from hydration on; the modal's host mounts a moment
 * later, so a click that comes first waits for it instead of leaving the page, unless the host's
 * code cannot load.
 */
import type { CallbackService } from '../domain/forms/callback-services';
import type { LocalityCode } from '../domain/places';
import { appStore, atom, follow } from '../state/app-store';

/** What a page already knows the visitor wants (a tariff card, the business page): the form starts with it. */
export interface CallbackPrefill {
  /** The locality of the page (/tariffs/{type}/{code}, /{type}/{code}): a street name alone is ambiguous. */
  locality?: LocalityCode;
  tariff?: string;
  /** The concrete internet tariff named by `tariff` (a tariff card's). */
  tariffId?: number;
  speed?: string;
  services?: readonly CallbackService[];
  /** Wishes the form has no field for (a service it does not list): a line of the request's additional info. */
  other?: string;
}
/**
 * A request to open the modal that no host has taken yet: a page's button (no link), or a link
 * clicked before the host mounted, with the link to follow if the host cannot come.
 */
const requestAtom = atom<{ prefill: CallbackPrefill; href?: string } | null>(null);
/**
 * The last resort for a host that neither mounts nor fails: the link goes to /call. A slow phone
 * takes seconds to load the host, and /call would load a whole page on top (docs/forms.md).
 */
const hostWaitMs = 10_000;

/** The host's code failed to load: a link clicked meanwhile goes to /call, whose page has the form. */
export function callbackHostFailed(): void {
  const waiting = appStore.get(requestAtom);
  if (!waiting?.href) return;
  appStore.set(requestAtom, null);
  location.assign(waiting.href);
}

/** For a page's button: opens the modal with the page's choices now, or as soon as its host mounts. */
export function requestCallback(prefill: CallbackPrefill): void {
  appStore.set(requestAtom, { prefill });
}

/** For the modal's host: calls `open` with every request, the one waiting now included. */
export function onOpenCallback(open: (prefill: CallbackPrefill) => void): () => void {
  const take = () => {
    const waiting = appStore.get(requestAtom);
    if (!waiting) return;
    appStore.set(requestAtom, null);
    open(waiting.prefill);
  };
  const stop = follow(requestAtom, take);
  take();
  return stop;
}

const callPath = /^(\/ru)?\/call\/?$/;

/**
 * Same-origin links to /call open the modal where the visitor is, pre-filled from the link's
 * data-tariff, data-speed and data-other (a product to order); a link opened in a new tab, or
 * with JavaScript off, still goes to /call.
 */
export function interceptCallLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || !callPath.test(link.pathname)) return;
      event.preventDefault();
      const id = Number(link.dataset.tariffId);
      const prefill: CallbackPrefill = {
        tariff: link.dataset.tariff,
        tariffId: Number.isInteger(id) && id > 0 ? id : undefined,
        speed: link.dataset.speed,
        other: link.dataset.other,
      };
      const request = { prefill, href: link.href };
      appStore.set(requestAtom, request);
      setTimeout(() => appStore.get(requestAtom) === request && callbackHostFailed(), hostWaitMs);
    },
    true,
  );
}
