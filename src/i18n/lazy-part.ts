/**
 * A lazily loaded part of a page (src/pages/<feature>/lazy/<part>.tsx, or another folder of the
 * page given as `folder`) with its own catalog (<that folder>/locales/{uk,ru}.po), so neither its
 * code nor its words weigh on the page's first load. The catalog reaches the page's i18n before
 * the part renders.
 */
import type { Messages } from '@lingui/core';
import { type LazyComponent, lazyWhenOnline } from '../offline/import-when-online';
import { addCatalog, catalogLocale } from './catalog-sink';

const catalogs = import.meta.glob<{ messages: Messages }>('../pages/*/*/locales/*.po');

export function lazyPart<T extends LazyComponent>(feature: string, importer: () => Promise<{ default: T }>, folder = 'lazy') {
  // Its code may not arrive (offline before the service worker took over): the part waits,
  // showing its fallback, and appears once it can be fetched; the page goes on meanwhile.
  return lazyWhenOnline(async () => {
    const locale = catalogLocale();
    const catalog = catalogs[`../pages/${feature}/${folder}/locales/${locale}.po`];
    const [mod, messages] = await Promise.all([importer(), catalog ? catalog() : null]);
    if (messages) addCatalog(locale, messages.messages);
    return mod;
  });
}
