/** Content: its images and documents cache first, its API reads stale-while-revalidate, other images cache first. */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { contentAssetsPrefix, contentReadPattern } from '../../src/domain/worker-paths';
import { cacheNames } from './caches';
import { neverCached } from './never-cached';

declare const self: ServiceWorkerGlobalScope;

const ownGet = (url: URL, request: Request) => url.origin === self.location.origin && request.method === 'GET';
const images = () =>
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 24 * 3600 })],
  });

export function registerContentRoutes(): void {
  registerRoute(({ url, request }) => ownGet(url, request) && url.pathname.startsWith(contentAssetsPrefix), images());
  registerRoute(
    ({ url, request }) => ownGet(url, request) && contentReadPattern.test(url.pathname),
    new StaleWhileRevalidate({ cacheName: cacheNames.content, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  );
  registerRoute(({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && !neverCached(url), images());
}
