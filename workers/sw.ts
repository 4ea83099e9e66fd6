/// <reference lib="webworker" />
/**
 * The service worker: precaches the app's code and the offline shells (sw/shells.ts), saves the
 * offline set the server lists (sw/offline-set.ts), and answers:
 * - pages: network first, then the cached page, then the shell (sw/page-routes.ts), and the
 *   cookie notice's form offline (sw/cookie-post.ts);
 * - content API reads: stale-while-revalidate; content images: cache first (sw/content-routes.ts);
 * - speed-test, API and form endpoints: never touched (sw/never-cached.ts).
 * A background sync sends the forms' outbox (sw/outbox-sync.ts). A new version waits until the
 * visitor chooses to update (SKIP_WAITING message).
 */
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { gate } from './sw/caches';
import { registerContentRoutes } from './sw/content-routes';
import { registerCookiePost } from './sw/cookie-post';
import { measurementPatterns } from './sw/never-cached';
import { warmContent, warmUnlessSaving } from './sw/offline-set';
import { listenForOutboxSync } from './sw/outbox-sync';
import { registerPageRoutes } from './sw/page-routes';
import { refreshShells } from './sw/shells';

declare const self: ServiceWorkerGlobalScope;

addPlugins([
  {
    requestWillFetch: async ({ request }) => {
      await gate.quiet();
      return request;
    },
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Workbox takes the first route that matches: pages, the cookie form, then content.
registerPageRoutes();
registerCookiePost();
registerContentRoutes();
listenForOutboxSync();

/** Chromium's static routing: requests matching these never wake the service worker. */
type RouterRule = { condition: { urlPattern: { pathname: string } }; source: 'network' };
type RoutableInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

self.addEventListener('install', (event) => {
  // The speed test must measure the network, not a detour through this worker.
  const routes = (event as RoutableInstallEvent).addRoutes?.(measurementPatterns.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' as const })));
  event.waitUntil(Promise.all([refreshShells(), warmUnlessSaving(), routes?.catch(() => undefined)]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // "Update now" or "Save the rest" from the saved-for-offline page: save the whole set and say when done.
  if (type === 'WARM') {
    event.waitUntil(
      warmContent()
        .catch(() => {})
        .then(() => event.source?.postMessage({ type: 'WARMED' })),
    );
  }
});
