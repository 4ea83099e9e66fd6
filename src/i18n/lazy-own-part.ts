/**
 * A lazily loaded part of a page's own (src/pages/<feature>/lazy/<part>.tsx, or another folder of the
 * page given as `folder`) with its own catalog (<that folder>/locales/{uk,ru}.po), so neither its
 * code nor its words weigh on the page's first load. The catalog reaches the page's i18n before
 * the part renders.
 */
import type { Messages } from '@lingui/core';
import { type LazyComponent, lazyWhenOnline } from '../offline/import-when-online';
import type { Locale } from '../domain/locale';
import { addCatalog, catalogLocale } from './catalog-sink';

const catalogs = import.meta.glob<{ messages: Messages }>('../pages/*/*/locales/*.po');

type Catalog = () => Promise<{ messages: Messages }>;

/** `importer` with the words of its code: the module once `catalog` (if any) of the page's language reached the page. */
export function withCatalog<M>(importer: () => Promise<M>, catalog: (locale: Locale) => Catalog | undefined): () => Promise<M> {
  return async () => {
    const locale = catalogLocale();
    const [mod, messages] = await Promise.all([importer(), catalog(locale)?.()]);
    if (messages) addCatalog(locale, messages.messages);
    return mod;
  };
}

export function lazyOwnPart<T extends LazyComponent>(feature: string, importer: () => Promise<{ default: T }>, folder = 'lazy') {
  // Its code may not arrive (offline before the service worker took over): the part waits,
  // showing its fallback, and appears once it can be fetched; the page goes on meanwhile.
  return lazyWhenOnline(withCatalog(importer, (locale) => catalogs[`../pages/${feature}/${folder}/locales/${locale}.po`]));
}
