/** An atom of the app's store (./app-store.ts) as React state. */
import { useSyncExternalStore } from 'react';
import { type Atom, appStore, follow } from './app-store';

/**
 * The atom's value, re-rendering on change. `serverValue` is what the server rendered: hydration
 * starts from it (an island hydrating offline would otherwise not match the server's HTML).
 */
export function useAppAtom<V>(value: Atom<V>, serverValue: V): V {
  return useSyncExternalStore(
    (listener) => follow(value, listener),
    () => appStore.get(value),
    () => serverValue,
  );
}
