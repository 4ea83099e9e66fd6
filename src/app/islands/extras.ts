/**
 * The layout's browser-only parts (chat, scroll-up, toasts, the outbox's host, update and install
 * prompts, the app banner) on an islands-mode page: rendered on the visitor's first scroll, touch
 * or key, so a page nobody touches runs no framework code for them.
 */
import { renderIsland } from './schedule';

const firstInput = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export function startExtras(): void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const type of firstInput) window.removeEventListener(type, start, true);
    const top = document.querySelector<HTMLElement>('[data-extras="top"]');
    const end = document.querySelector<HTMLElement>('[data-extras="end"]');
    if (end) void renderIsland(end, 'app/layout/extras/extras.island');
    if (top) void renderIsland(top, 'app/layout/extras/top-extras.island');
  };
  for (const type of firstInput) window.addEventListener(type, start, { capture: true, passive: true });
}
