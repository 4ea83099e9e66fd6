import type { Locale } from '../../domain/locale';

/** "21 листопада 2026 р.": always in Kyiv time, so the server and the browser print the same day. */
export const newsDate = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-UA' : 'uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' });
