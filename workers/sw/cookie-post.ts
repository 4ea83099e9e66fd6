/**
 * The cookie notice's form, posted before the page took the notice over (the server answers it
 * when online): offline, the worker stores the choice in the cookie as the server would and
 * opens the page again.
 */
import { registerRoute } from 'workbox-routing';
import { asCookieChoice, cookieChoiceKey, cookieChoiceMaxAge } from '../../src/domain/cookie-choice';
import { isOwnPage } from './page-routes';

declare const self: ServiceWorkerGlobalScope;

export function registerCookiePost(): void {
  registerRoute(
    ({ request, url }) => isOwnPage(request, url),
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
}
