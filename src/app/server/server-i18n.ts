/** Every page's words at once on the server: the shell's catalog merged with every page's, the forms' and the layout extras'. */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../../domain/locale';
import { messages as ukMessages } from '../../i18n/locales/uk/messages.po';
import { messages as ruMessages } from '../../i18n/locales/ru/messages.po';

const pageCatalogs = import.meta.glob<{ messages: Messages }>(['../../pages/*/locales/*.po', '../../pages/*/*/locales/*.po', '../layout/extras/locales/*.po'], {
  eager: true,
});
function merged(locale: Locale, shell: Messages): Messages {
  const pages = Object.entries(pageCatalogs).filter(([file]) => file.endsWith(`/${locale}.po`));
  return Object.assign({}, shell, ...pages.map(([, m]) => m.messages)) as Messages;
}
const catalogs: Record<Locale, Messages> = { uk: merged('uk', ukMessages), ru: merged('ru', ruMessages) };

/** An i18n instance with every catalog (the server's API answers use it for their messages too). */
export function i18nFor(locale: Locale): I18n {
  // A fresh instance per request: never the global one, uk and ru renders run concurrently.
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
}

