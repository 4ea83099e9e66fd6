import type { ComponentType } from 'react';
import type { PageProps } from '../../routing/page-types';
import { type LazyModule, lazyModule } from './lazy-module';

export type { PageProps };
export type LazyPage = LazyModule<PageProps>;

/** Every page module, found by file name; Vite makes each a chunk. */
// Keys relative to src/pages: shorter keys, fewer bytes in the entry.
const modules = import.meta.glob<{ default: ComponentType<PageProps> }>('./*/*-page.tsx', { base: '../../pages' });

/** `key` is "<folder>/<file>" under src/pages, without extension: "home/home-page". */
export function lazyPage(key: string): LazyPage {
  return lazyModule<PageProps>(modules, key);
}
