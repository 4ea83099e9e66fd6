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

/** Loaded after the page is interactive: registration is not on the critical path. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // A page that measures the network (the speed test started by ?start=1) takes its hold
  // while it mounts; give it that turn, then wait for it to finish.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
