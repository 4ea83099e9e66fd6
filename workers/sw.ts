/// <reference lib="webworker" />
/**
 * The service worker: precaches the app's code and the offline shell, warms the declared
 * content for offline reading (unless data saving is on), and answers:
 * - pages: network first, then the cached page, then the shell (which renders from cached data);
 * - content API reads: stale-while-revalidate; content images: cache first;
 * - speed-test and form endpoints: never touched.
 * A background sync (tag zn-outbox) sends the forms' outbox (src/forms/outbox) even after the
 * page is closed; what is still refused for now makes the sync fail, so the browser retries.
 * A new version waits until the visitor chooses to update (SKIP_WAITING message).
 */
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { warmUrls } from '../src/app/offline-warm';
import { assetRefs } from '../src/domain/content/asset-ids';
import { asCookieChoice, cookieChoiceKey, cookieChoiceMaxAge, withoutCookieNotice } from '../src/domain/cookie-choice';
import { assetUrl } from '../src/domain/content/translate';
import { formatDate } from '../src/domain/format';
import { flushOutbox } from '../src/forms/outbox/flush';
import { outboxSyncTag } from '../src/forms/outbox/types';
import { QuietGate } from '../src/offline/background-gate';
import { contentCacheName, dataSavingOn, type OfflineMeta, offlineMetaUrl, type VisitedOnly, visitedOnlyUrl } from '../src/offline/offline-meta';

declare const self: ServiceWorkerGlobalScope;

const caches_ = { pages: 'pages-v1', content: contentCacheName, shell: 'shell-v1', images: 'images-v1' };
/** How often the offline set is refreshed while the site is used (content may change). */
const warmRefreshMs = 60 * 60 * 1000;
let lastWarm = 0;
const shellUrls = ['/__shell', '/ru/__shell'];
const shellRefreshMs = 60 * 60 * 1000;
let lastShellRefresh = 0;

/** Our own downloads wait while a page measures the network (the speed test). */
const gate = new QuietGate();
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

async function refreshShells(): Promise<void> {
  const cache = await caches.open(caches_.shell);
  await gate.quiet();
  await cache.addAll(shellUrls);
  lastShellRefresh = Date.now();
}

const jsonResponse = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * Saves the declared offline set: every warmed content query, then every image or document
 * its items refer to (guide figures, icons, notices), then a record of what and when, which
 * pages show ("saved for offline on ..."). An item that fails is left for the next refresh.
 */
async function warmContent(): Promise<void> {
  lastWarm = Date.now();
  const cache = await caches.open(caches_.content);
  const urls = warmUrls();
  const assets = new Set<string>();
  const saved = await gate.settleEach(urls, async (url) => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(url, response.clone());
    const body = (await response.json()) as { data?: unknown };
    for (const [, id] of assetRefs(body.data)) assets.add(assetUrl(id));
    return url;
  });
  const images = await caches.open(caches_.images);
  const kept = await gate.settleEach([...assets], async (url) => {
    if (!(await images.match(url))) await images.add(url);
    return url;
  });
  const ok = <T,>(results: PromiseSettledResult<T>[]) => results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const savedAt = new Date().toISOString();
  const printed = { uk: formatDate(savedAt, 'longDateTime', 'uk'), ru: formatDate(savedAt, 'longDateTime', 'ru') };
  const meta: OfflineMeta = { savedAt, printed, urls: ok(saved), assets: ok(kept) };
  await cache.put(offlineMetaUrl, jsonResponse(meta));
  await cache.delete(visitedOnlyUrl);
}

/**
 * Warms the offline set unless data saving is on and the visitor has not asked for the set
 * (/saved offers it): then only the shell and what they open are kept, and a record says so.
 * Once the set is saved it is kept fresh whatever the connection.
 */
async function warmUnlessSaving(): Promise<void> {
  const cache = await caches.open(caches_.content);
  if (!dataSavingOn(self.navigator) || (await cache.match(offlineMetaUrl))) return warmContent();
  if (await cache.match(visitedOnlyUrl)) return;
  const record: VisitedOnly = { since: new Date().toISOString() };
  await cache.put(visitedOnlyUrl, jsonResponse(record));
}

/** Chromium's static routing: requests matching these never wake the service worker. */
type RouterRule = { condition: { urlPattern: { pathname: string } }; source: 'network' };
type RoutableInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== outboxSyncTag) return;
  event.waitUntil(
    flushOutbox({ force: true }).then(({ remaining }) => {
      if (remaining > 0) throw new Error(`${remaining} submissions still queued`);
    }),
  );
}) as EventListener);

self.addEventListener('install', (event) => {
  // The speed test must measure the network, not a detour through this worker.
  const routes = (event as RoutableInstallEvent).addRoutes?.(
    ['/speedtest/*', '/__down', '/__up'].map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' as const })),
  );
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

const storedResultPage = /^(\/ru)?\/speed-test\/r\//;

function neverCached(url: URL): boolean {
  return url.pathname.startsWith('/speedtest/') || url.pathname.startsWith('/api/') || url.pathname === '/__down' || url.pathname === '/__up';
}

/**
 * A page kept before the visitor answered the cookie notice holds the server's notice: served
 * offline after the answer, it goes without it. Where workers have no cookieStore, the page
 * removes the notice once it has hydrated.
 */
async function forThisVisitor(kept: Response): Promise<Response> {
  const choice = 'cookieStore' in self ? await self.cookieStore.get(cookieChoiceKey).catch(() => null) : null;
  if (asCookieChoice(choice?.value) === null) return kept;
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  return new Response(withoutCookieNotice(await kept.text()), { status: kept.status, statusText: kept.statusText, headers });
}

// Pages: network first; offline, the page as last seen, else the shell of its language.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !neverCached(url),
  async ({ request, url, event }) => {
    const cache = await caches.open(caches_.pages);
    try {
      const response = await fetch(request);
      // A stored speed-test result is looked up afresh: offline it says it needs the network.
      if (response.ok && !storedResultPage.test(url.pathname)) {
        await cache.put(request, response.clone());
        if (Date.now() - lastShellRefresh > shellRefreshMs) (event as ExtendableEvent).waitUntil(refreshShells().catch(() => {}));
        // Keep the offline set fresh, but never while a speed test may be starting.
        if (Date.now() - lastWarm > warmRefreshMs && !/^(\/ru)?\/speed-test/.test(url.pathname)) {
          (event as ExtendableEvent).waitUntil(warmUnlessSaving().catch(() => {}));
        }
      }
      return response;
    } catch (error) {
      const cached = await cache.match(request);
      if (cached) return forThisVisitor(cached);
      const shell = await caches.match(url.pathname === '/ru' || url.pathname.startsWith('/ru/') ? '/ru/__shell' : '/__shell');
      if (shell) return forThisVisitor(shell);
      throw error;
    }
  },
);

// The cookie notice's form, posted before the page took the notice over (server/render/cookie-choice-post.ts):
// offline, the worker stores the choice in the cookie as the server would and opens the page again.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !neverCached(url),
  async ({ request, url }) => {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    try {
      return await fetch(request);
    } catch (error) {
      const choice = asCookieChoice(form?.get(cookieChoiceKey));
      if (!choice || !('cookieStore' in self)) throw error;
      await self.cookieStore.set({ name: cookieChoiceKey, value: choice, expires: Date.now() + cookieChoiceMaxAge * 1000, path: '/', sameSite: 'lax' });
      return Response.redirect(url.href, 303);
    }
  },
  'POST',
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/content/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: caches_.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 24 * 3600 })],
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
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
