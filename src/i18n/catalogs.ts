/** Lingui catalogs (.po, compiled by the Vite plugin), one chunk per locale, loaded on demand. */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../domain/locale';

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  uk: () => import('./locales/uk/messages.po'),
  ru: () => import('./locales/ru/messages.po'),
};

export const catalogSource = (locale: Locale) => `src/i18n/locales/${locale}/messages.po`;

export async function loadI18n(locale: Locale): Promise<I18n> {
  const { messages } = await loaders[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
