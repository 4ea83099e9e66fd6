/** The site's languages: Ukrainian is the default (no URL prefix), Russian lives under /ru. */
export const locales = ['uk', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'uk';

/** Cookie that remembers the visitor's language choice. */
export const localeCookie = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export const localePrefix: Record<Locale, string> = { uk: '', ru: '/ru' };
/** Labels shown in the language switch. */
export const localeLabel: Record<Locale, string> = { uk: 'UA', ru: 'RU' };
export const localeName: Record<Locale, string> = { uk: 'Українська', ru: 'Русский' };
/** hreflang values. */
export const localeHreflang: Record<Locale, string> = { uk: 'uk', ru: 'ru' };

export function isLocale(value: unknown): value is Locale {
  return value === 'uk' || value === 'ru';
}

/** Splits a request path into its locale and the path inside that locale ("/ru/faq" -> ru, "/faq"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ru' || pathname.startsWith('/ru/')) {
    return { locale: 'ru', path: pathname.slice(3) || '/' };
  }
  return { locale: 'uk', path: pathname || '/' };
}

export function withLocale(locale: Locale, path: string): string {
  const prefix = localePrefix[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

/** Picks the field of the visitor's language from a pair like name_ukr / name_ru. */
export function pick<T>(locale: Locale, uk: T, ru: T): T {
  return locale === 'ru' ? ru : uk;
}
