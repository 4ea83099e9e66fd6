/**
 * The layout's browser-only parts (chat, scroll-up, toasts, the outbox's host, update and install
 * prompts, the app banner) on an islands-mode page. They render on the visitor's first scroll,
 * touch or key, so a page nobody touches runs no framework code for them; earlier only when one
 * of them has something to show unasked: the chat for a visitor who accepted cookies (it opens
 * 3 s after load), the app banner for a client on a phone.
 */
import { type ProductApiConfig } from '../../domain/product-api-config';
import { asCookieChoice, cookieChoiceKey, cookieValue } from '../../domain/cookie-choice';
import { callbackHostFailed } from '../../shell/callback-request';
import { renderIsland } from './schedule';
import { type EmbeddedState, stateElementId } from '../state';

const firstInput = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
/** As the app banner decides (app-banner.tsx): a phone-sized screen on Android or iOS, not closed this session. */
const smallScreen = '(max-width: 767.98px)';
const appBannerClosedKey = 'appBannerClosed';

function consented(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(cookieChoiceKey);
  } catch {
    // The cookie still tells.
  }
  return (asCookieChoice(stored) ?? asCookieChoice(cookieValue(document.cookie, cookieChoiceKey))) === 'accepted';
}

function bannerMayShow(): boolean {
  try {
    return /android|iphone|ipad|ipod/i.test(navigator.userAgent) && matchMedia(smallScreen).matches && !sessionStorage.getItem(appBannerClosedKey);
  } catch {
    return false;
  }
}

export function startExtras(): void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const type of firstInput) window.removeEventListener(type, start, true);
    const top = document.querySelector<HTMLElement>('[data-extras="top"]');
    const end = document.querySelector<HTMLElement>('[data-extras="end"]');
    // The outbox's host (and the call-back modal's) is among them.
    if (end) renderIsland(end, 'app/layout/extras/extras.island').catch(callbackHostFailed);
    if (top) void renderIsland(top, 'app/layout/extras/top-extras.island');
  };
  for (const type of firstInput) window.addEventListener(type, start, { capture: true, passive: true });
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(() => {
    if (consented()) return start();
    if (!bannerMayShow()) return;
    // Only a client sees the banner: ask before loading anything else.
    const state = JSON.parse(document.getElementById(stateElementId)?.textContent ?? 'null') as EmbeddedState | null;
    const config: ProductApiConfig | undefined = state?.site.productApi;
    void import('../../data/whoami')
      .then(({ fetchWhoami }) => fetchWhoami(config, AbortSignal.timeout(10_000)))
      .then((isClient) => isClient && start())
      .catch(() => undefined);
  });
}
