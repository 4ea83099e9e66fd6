import type { ComponentType } from 'react';
import type { PageProps } from '../../routing/page-types';

export type { PageProps };

type PageModule = { default: ComponentType<PageProps> };

/** Every page module, found by file name; Vite turns each into its own chunk. */
const modules = import.meta.glob<PageModule>('../../pages/*/*-page.tsx');

/**
 * A route's page module, loaded on demand. Unlike React.lazy it can be awaited before
 * rendering, so the server renders synchronously and the browser hydrates the same tree.
 */
export interface LazyPage {
  /** Source path from the project root: the server finds the chunk and CSS to preload by it. */
  source: string;
  load(): Promise<ComponentType<PageProps>>;
  /** The component once loaded, else undefined. */
  get(): ComponentType<PageProps> | undefined;
}

/** `key` is "<folder>/<file>" under src/pages, without extension: "home/home-page". */
export function lazyPage(key: string): LazyPage {
  const importer = modules[`../../pages/${key}.tsx`];
  if (!importer) throw new Error(`No page module src/pages/${key}.tsx`);
  let component: ComponentType<PageProps> | undefined;
  let pending: Promise<ComponentType<PageProps>> | undefined;
  return {
    source: `src/pages/${key}.tsx`,
    get: () => component,
    load() {
      pending ??= importer().then(
        (mod) => (component = mod.default),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
