import type { Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Locale } from '../../domain/locale';
import { addCatalog } from '../../i18n/catalog-sink';

/** Every feature's catalog, found by folder (src/pages/<folder>/locales); Vite makes each a chunk. */
const catalogs = import.meta.glob<{ messages: Messages }>('./*/locales/*.po', { base: '../../pages' });

/**
 * A feature's module (a page or a part), loaded on demand with its folder's messages. Unlike
 * React.lazy it can be awaited before rendering, so the server renders synchronously and the
 * browser hydrates the same tree.
 */
export interface LazyModule<P> {
  /** Source path from the project root: the server finds the chunk and CSS to preload by it. */
  source: string;
  /** Source of the page's catalog in a language, if the page has messages of its own. */
  catalogSource(locale: Locale): string | null;
  load(locale: Locale): Promise<ComponentType<P>>;
  /** The component once loaded, else undefined. */
  get(): ComponentType<P> | undefined;
}

export type ModuleImporters<P> = Record<string, () => Promise<{ default: ComponentType<P> }>>;

/** `key` is "<folder>/<file>" under src/pages, without extension; `found` the glob it is in. */
export function lazyModule<P>(found: ModuleImporters<P>, key: string): LazyModule<P> {
  const importer = found[`./${key}.tsx`];
  if (!importer) throw new Error(`No module src/pages/${key}.tsx`);
  const folder = key.split('/')[0] as string;
  const catalogKey = (locale: Locale) => `./${folder}/locales/${locale}.po`;
  let component: ComponentType<P> | undefined;
  const loadedCatalogs = new Set<Locale>();
  return {
    source: `src/pages/${key}.tsx`,
    catalogSource: (locale) => (catalogs[catalogKey(locale)] ? `src/pages/${folder}/locales/${locale}.po` : null),
    get: () => component,
    async load(locale) {
      const catalog = catalogs[catalogKey(locale)];
      const [mod, messages] = await Promise.all([
        importer(),
        catalog && !loadedCatalogs.has(locale) ? catalog() : Promise.resolve(null),
      ]);
      if (messages) {
        addCatalog(locale, messages.messages);
        loadedCatalogs.add(locale);
      }
      component = mod.default;
      return component;
    },
  };
}
