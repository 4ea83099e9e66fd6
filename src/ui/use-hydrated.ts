import { createContext, useContext } from 'react';

/**
 * False during the server render and hydration, true after (the browser-only UI's switch). The
 * hydrating entry turns it on as a transition: the re-render it causes yields to the browser
 * like hydration itself, where a store's update would re-render every user in one task.
 */
export const Hydrated = createContext(true);

export function useHydrated(): boolean {
  return useContext(Hydrated);
}
