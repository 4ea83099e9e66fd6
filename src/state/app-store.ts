/**
 * The client state shared across components, islands and tabs: jotai atoms in one store. Each
 * island hydrates on a root of its own, and plain scripts (the shell, enhancers) run before and
 * without React, so all of them read and write the atoms through this store; React code through
 * `useAppAtom` (./use-app-atom.ts), bound to it. Nothing here imports React.
 */
import { type Atom, createStore } from 'jotai/vanilla';

export { atom } from 'jotai/vanilla';
export type { Atom, PrimitiveAtom } from 'jotai/vanilla';

export const appStore = createStore();

/** Calls `listener` on every change of `value` (mounting it: its onMount runs); returns the stop. */
export function follow(value: Atom<unknown>, listener: () => void): () => void {
  return appStore.sub(value, listener);
}
