import { isLocale, type Locale } from '../domain/locale';

/** The page's language as the server wrote it into `<html lang>`: for plain scripts with no React context. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'uk';
}
