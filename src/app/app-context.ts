import { createContext, useContext } from 'react';
import type { Locale } from '../domain/locale';
import type { PageState } from './page-state';

export interface AppContextValue {
  locale: Locale;
  /** The page on screen (not a pending navigation). */
  page: PageState;
  /** Whether a navigation is loading. */
  navigating: boolean;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <App>');
  return value;
}
