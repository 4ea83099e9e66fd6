/**
 * Registers the service worker through workbox-window. A new version never takes over by
 * itself: the visitor is offered an update and the page reloads only when they choose it.
 */

import { whenBackgroundAllowed } from './background-traffic';

type UpdateListener = (apply: (() => void) | null) => void;
let pendingApply: (() => void) | null = null;
const listeners = new Set<UpdateListener>();

export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  listener(pendingApply);
  return () => listeners.delete(listener);
}

/**
 * Called once the page has mounted: registration is not on the critical path, and a page that
 * measures the network (the speed test started by ?start=1) has taken its hold by then.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  await whenBackgroundAllowed();
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    pendingApply = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    listeners.forEach((l) => l(pendingApply));
  });
  await wb.register();
}
