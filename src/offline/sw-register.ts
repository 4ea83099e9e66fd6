/**
 * Registers the service worker through workbox-window. A new version never takes over by
 * itself: the visitor is offered an update and the page reloads only when they choose it.
 */

import { appStore, atom } from '../state/app-store';
import { whenBackgroundAllowed } from './background-traffic';

/** A new version is waiting: `apply` hands it the page (which then reloads). */
export const updateAtom = atom<{ apply: () => void } | null>(null);

/**
 * The install fetches every chunk and the offline set, some 600 requests, and each of them costs
 * the page's main thread a little: on a slow phone half a second in all (docs/performance.md,
 * "The first load's own costs"). So it waits for the load, 3 s more and an idle period.
 */
export const registerAfterLoadMs = 3000;

function quietAfterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const later = () =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
        else resolve();
      }, registerAfterLoadMs);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/**
 * Called once the page has mounted: registration is not on the critical path, and a page that
 * measures the network (the speed test started by ?start=1) has taken its hold by then.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  await quietAfterLoad();
  await whenBackgroundAllowed();
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    const apply = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    appStore.set(updateAtom, { apply });
  });
  // Refused (storage or service workers turned off by the visitor or a policy): the site works
  // on without offline reading, and says why in the console, not as an error.
  await wb.register().catch((error: unknown) => console.warn('The service worker was not registered:', error));
}
