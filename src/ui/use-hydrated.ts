import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during the server render and hydration, true after: for browser-only UI. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
