/**
 * A lazily loaded part of a page (src/pages/<feature>/lazy/<part>.tsx) with its own catalog
 * (src/pages/<feature>/lazy/locales/{uk,ru}.po), so neither its code nor its words weigh on
 * the page's first load. The catalog reaches the page's i18n before the part renders.
 */
import type { Messages } from '@lingui/core';
import { type ComponentType, lazy } from 'react';
import { addCatalog, catalogLocale } from './catalog-sink';

const catalogs = import.meta.glob<{ messages: Messages }>('../pages/*/lazy/locales/*.po');

const Nothing = () => null;

export function lazyPart<P extends object>(feature: string, importer: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const locale = catalogLocale();
    const catalog = catalogs[`../pages/${feature}/lazy/locales/${locale}.po`];
    const [mod, messages] = await Promise.all([importer().catch(() => null), catalog ? catalog().catch(() => null) : null]);
    if (messages) addCatalog(locale, messages.messages);
    // Its code could not be fetched (offline before the service worker took over): the page
    // goes on without this part rather than failing as a whole.
    return mod ?? { default: Nothing as ComponentType<P> };
  });
}
