import { useLingui } from '@lingui/react';
import { type Locale, isLocale, defaultLocale } from '../domain/locale';

/** The page's language, from the active Lingui catalog. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}
