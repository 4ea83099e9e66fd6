/// <reference lib="webworker" />
/**
 * The service worker: precaches the app's code and the offline shell, warms the declared
 * content for offline reading, and answers:
 * - pages: network first, then the cached page, then the shell (which renders from cached data);
 * - content API reads: stale-while-revalidate; content images: cache first;
 * - speed-test and form endpoints: never touched.
 * A new version waits until the visitor chooses to update (SKIP_WAITING message).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { warmUrls } from '../src/app/offline-warm';

declare const self: ServiceWorkerGlobalScope;

const caches_ = { pages: 'pages-v1', content: 'content-v1', shell: 'shell-v1', images: 'images-v1' };
const shellUrls = ['/__shell', '/ru/__shell'];
const shellRefreshMs = 60 * 60 * 1000;
let lastShellRefresh = 0;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

async function refreshShells(): Promise<void> {
  const cache = await caches.open(caches_.shell);
  await cache.addAll(shellUrls);
  lastShellRefresh = Date.now();
}

async function warmContent(): Promise<void> {
  const cache = await caches.open(caches_.content);
  await Promise.all(warmUrls().map((url) => cache.add(url)));
}

/** Chromium's static routing: requests matching these never wake the service worker. */
type RouterRule = { condition: { urlPattern: { pathname: string } }; source: 'network' };
type RoutableInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

self.addEventListener('install', (event) => {
  // The speed test must measure the network, not a detour through this worker.
  const routes = (event as RoutableInstallEvent).addRoutes?.(
    ['/speedtest/*', '/__down', '/__up'].map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' as const })),
  );
  event.waitUntil(Promise.all([refreshShells(), warmContent(), routes?.catch(() => undefined)]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

function neverCached(url: URL): boolean {
  return url.pathname.startsWith('/speedtest/') || url.pathname.startsWith('/api/') || url.pathname === '/__down' || url.pathname === '/__up';
}

// Pages: network first; offline, the page as last seen, else the shell of its language.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !neverCached(url),
  async ({ request, url, event }) => {
    const cache = await caches.open(caches_.pages);
    try {
      const response = await fetch(request);
      if (response.ok) {
        await cache.put(request, response.clone());
        if (Date.now() - lastShellRefresh > shellRefreshMs) (event as ExtendableEvent).waitUntil(refreshShells().catch(() => {}));
      }
      return response;
    } catch (error) {
      const cached = await cache.match(request);
      if (cached) return cached;
      const shell = await caches.match(url.pathname === '/ru' || url.pathname.startsWith('/ru/') ? '/ru/__shell' : '/__shell');
      if (shell) return shell;
      throw error;
    }
  },
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/content/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: caches_.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && /^\/content\/(items|fields)\//.test(url.pathname) && request.method === 'GET',
  new StaleWhileRevalidate({ cacheName: caches_.content, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && !neverCached(url),
  new CacheFirst({
    cacheName: caches_.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
