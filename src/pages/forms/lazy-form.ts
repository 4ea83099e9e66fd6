/**
 * Forms load on demand with their catalog (src/pages/forms/locales), so no page pays for them up
 * front: a modal when it opens, a page's form after the page is interactive.
 */
import type { Messages } from '@lingui/core';
import { addCatalog, catalogLocale } from '../../i18n/catalog-sink';
import { type LazyComponent, lazyWhenOnline } from '../../offline/import-when-online';

const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');
const loaded = new Map<string, Promise<void>>();

export function loadFormsCatalog(): Promise<void> {
  const locale = catalogLocale();
  let done = loaded.get(locale);
  if (!done) {
    done = (async () => {
      const catalog = catalogs[`./locales/${locale}.po`];
      if (catalog) addCatalog(locale, (await catalog()).messages);
    })().catch((error: unknown) => {
      loaded.delete(locale); // the next form to show tries again
      throw error;
    });
    loaded.set(locale, done);
  }
  return done;
}

export function lazyForm<T extends LazyComponent>(importer: () => Promise<{ default: T }>) {
  return lazyWhenOnline(async () => {
    const [mod] = await Promise.all([importer(), loadFormsCatalog()]);
    return mod;
  });
}
