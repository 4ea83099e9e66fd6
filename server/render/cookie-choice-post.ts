/**
 * The cookie notice's form, posted to the page's own URL before the page's script has taken
 * the notice over (or with no script): the choice goes into the cookie and the same page opens
 * again (303), now without the notice. Anything else posted to a page stays a 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asCookieChoice, cookieChoiceCookie, cookieChoiceKey } from '../../src/domain/cookie-choice';

/** The host of a URL (an Origin or a Referer), lower case; null when it is not one ("null", junk). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Whether the post comes from one of this site's own pages. Sec-Fetch-Site says so when the
 * browser sends it; else Origin, else Referer, must name the site's host (an allowed one,
 * server/site-origin.ts). A client that sends none of them is no browser posting for a visitor.
 */
export function isSameSite(request: FastifyRequest, siteOrigin: (request: FastifyRequest) => string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const from = request.headers.origin ?? request.headers.referer;
  if (from === undefined) return true;
  const site = hostOf(siteOrigin(request));
  return site !== null && hostOf(from) === site;
}

export function registerCookieChoicePost(app: FastifyInstance, siteOrigin: (request: FastifyRequest) => string): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    const choicePost = async (request: FastifyRequest, reply: FastifyReply) => {
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && typeof request.body === 'string';
      const choice = form ? asCookieChoice(new URLSearchParams(request.body as string).get(cookieChoiceKey)) : null;
      // Another site's form cannot answer for the visitor.
      if (!choice || !isSameSite(request, siteOrigin)) return reply.callNotFound();
      const url = new URL(request.url, 'http://localhost');
      // One slash at the start: never "//host", which a browser would follow off the site.
      const back = url.pathname.replace(/\/{2,}/g, '/') + url.search;
      return reply.header('set-cookie', cookieChoiceCookie(choice)).redirect(back, 303);
    };
    scope.post('/*', choicePost);
    scope.post('/', choicePost);
  });
}
