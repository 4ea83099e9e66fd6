import type { Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Locale } from '../../domain/locale';
import { addCatalog } from '../../i18n/catalog-sink';
import type { PageProps } from '../../routing/page-types';

export type { PageProps };

type PageModule = { default: ComponentType<PageProps> };

/** Every page module and every page catalog, found by file name; Vite makes each a chunk. */
// Keys relative to src/pages: shorter keys, fewer bytes in the entry.
const modules = import.meta.glob<PageModule>('./*/*-page.tsx', { base: '../../pages' });
/** Parts one feature owns and another shows (src/ui/part-slot.ts): "<folder>/<name>-part.tsx". */
const partModules = import.meta.glob<{ default: ComponentType<never> }>('./*/*-part.tsx', { base: '../../pages' });
const catalogs = import.meta.glob<{ messages: Messages }>('./*/locales/*.po', { base: '../../pages' });


/**
 * A route's page module, loaded on demand with its messages. Unlike React.lazy it can be
 * awaited before rendering, so the server renders synchronously and the browser hydrates
 * the same tree.
 */
export interface LazyPage<P = PageProps> {
  /** Source path from the project root: the server finds the chunk and CSS to preload by it. */
  source: string;
  /** Source of the page's catalog in a language, if the page has messages of its own. */
  catalogSource(locale: Locale): string | null;
  load(locale: Locale): Promise<ComponentType<P>>;
  /** The component once loaded, else undefined. */
  get(): ComponentType<P> | undefined;
}

/** `key` is "<folder>/<file>" under src/pages, without extension: "home/home-page". */
export function lazyPage(key: string): LazyPage {
  return lazyModule<PageProps>(modules, key);
}

/**
 * A part of one feature another shows (the tariffs' block on the home page), from the route
 * table's `parts`; `key` as for lazyPage: "tariffs/home-tariffs-part". Its messages are its folder's.
 */
export function lazyPart<P>(key: string): LazyPage<P> {
  return lazyModule<P>(partModules as unknown as Record<string, () => Promise<{ default: ComponentType<P> }>>, key);
}

function lazyModule<P>(found: Record<string, () => Promise<{ default: ComponentType<P> }>>, key: string): LazyPage<P> {
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
