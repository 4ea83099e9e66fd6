/** Where catalogs loaded later (page catalogs, lazy parts) go: the browser's i18n instance. */
import type { Messages } from '@lingui/core';
import type { Locale } from '../domain/locale';

type CatalogSink = (locale: Locale, messages: Messages) => void;
let sink: CatalogSink | null = null;
let current: Locale = 'uk';

/** The browser's i18n instance takes catalogs as they load (the server loads all at start). */
export function setCatalogSink(locale: Locale, next: CatalogSink): void {
  current = locale;
  sink = next;
}

export const catalogLocale = (): Locale => current;

export function addCatalog(locale: Locale, messages: Messages): void {
  sink?.(locale, messages);
}
