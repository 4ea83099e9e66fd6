import type { ComponentType } from 'react';
import { type LazyModule, type ModuleImporters, lazyModule } from './lazy-module';

/** Parts one feature owns and another shows (src/ui/part-slot.ts): "<folder>/<name>-part.tsx". */
const modules = import.meta.glob<{ default: ComponentType<never> }>('./*/*-part.tsx', { base: '../../pages' });

/**
 * A part of one feature another shows (the tariffs' block on the home page, a form), from the
 * table in src/app/parts.ts; `key` as for lazyPage: "tariffs/home-tariffs-part". Its messages are its folder's.
 */
export function lazyPart<P>(key: string): LazyModule<P> {
  return lazyModule<P>(modules as unknown as ModuleImporters<P>, key);
}
