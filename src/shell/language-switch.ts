/** UA / RU links: a click remembers the language for 365 days and keeps the address's whole query. */
import { isLocale, localeCookie, localeCookieMaxAge } from '../domain/locale';
import { targetElement } from './events';

export function startLanguageSwitch(): void {
  document.addEventListener('click', (event) => {
    const link = targetElement(event)?.closest<HTMLAnchorElement>('a[data-remember-locale]');
    const locale = link?.dataset.rememberLocale;
    if (!link || !isLocale(locale)) return;
    document.cookie = `${localeCookie}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
    // The server renders only the query the page reads (pages are cached without the rest):
    // the link leads on with all of it, utm_source=… included. The browser follows the href
    // as it is once the click's listeners have run.
    const url = new URL(link.href);
    url.search = location.search;
    link.setAttribute('href', url.pathname + url.search + url.hash);
  });
}
