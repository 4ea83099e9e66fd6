/**
 * Pages: network first; offline, the page as last seen, else the shell of its language. A page
 * fetched keeps the shells and the offline set fresh, but never while a speed test may start.
 */
import { registerRoute } from 'workbox-routing';
import { asCookieChoice, cookieChoiceKey, withoutCookieNotice } from '../../src/domain/cookie-choice';
import { splitLocale } from '../../src/domain/locale';
import { matchPattern, compilePattern } from '../../src/routing/match';
import { paths } from '../../src/routing/paths';
import { cacheNames } from './caches';
import { neverCached } from './never-cached';
import { warmDue, warmUnlessSaving } from './offline-set';
import { refreshShells, shellFor, shellsDue } from './shells';

declare const self: ServiceWorkerGlobalScope;

const storedResult = compilePattern(paths['speed-test-result']);
const speedTest = compilePattern(paths['speed-test']);
const pathOf = (url: URL) => splitLocale(url.pathname).path;
/** A stored speed-test result is looked up afresh: offline it says it needs the network. */
const isStoredResult = (url: URL) => matchPattern(storedResult, pathOf(url)) !== null;
/** The speed test's pages: nothing of ours downloads while one may be starting. */
const isSpeedTest = (url: URL) => matchPattern(speedTest, pathOf(url)) !== null || isStoredResult(url);

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

export const isOwnPage = (request: Request, url: URL) => request.mode === 'navigate' && url.origin === self.location.origin && !neverCached(url);

export function registerPageRoutes(): void {
  registerRoute(
    ({ request, url }) => isOwnPage(request, url),
    async ({ request, url, event }) => {
      const cache = await caches.open(cacheNames.pages);
      try {
        const response = await fetch(request);
        if (response.ok && !isStoredResult(url)) {
          await cache.put(request, response.clone());
          if (shellsDue()) (event as ExtendableEvent).waitUntil(refreshShells().catch(() => {}));
          if (warmDue() && !isSpeedTest(url)) (event as ExtendableEvent).waitUntil(warmUnlessSaving().catch(() => {}));
        }
        return response;
      } catch (error) {
        const cached = await cache.match(request);
        if (cached) return forThisVisitor(cached);
        const shell = await caches.match(shellFor(url.pathname));
        if (shell) return forThisVisitor(shell);
        throw error;
      }
    },
  );
}
