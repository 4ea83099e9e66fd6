/** The catalogue's filters kept for the tab's session, per page (its path): coming back finds them again. */
const key = (path: string) => `zn-shop-filters:${path}`;

export function savedFilters(path: string): string | null {
  try {
    return sessionStorage.getItem(key(path));
  } catch {
    return null;
  }
}

export function saveFilters(path: string, query: string): void {
  try {
    if (query) sessionStorage.setItem(key(path), query);
    else sessionStorage.removeItem(key(path));
  } catch {
    // Storage refused: the address still holds them.
  }
}
