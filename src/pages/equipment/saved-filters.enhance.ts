/**
 * Back on a catalogue page without a query, in a tab that chose filters there before: wakes the
 * catalogue's island, which shows the list under them again (catalogue.tsx). Otherwise the
 * island waits for the first touch, and the page runs no framework code.
 */
import { askIsland } from '../../ui/island-wake';
import { savedFilters } from './saved-filters';

export default function enhance(page: HTMLElement): void {
  const catalogue = page.querySelector('[data-island="pages/equipment/catalogue.island"]');
  // An address with a query is a list someone chose (a shared link): it stays as it is.
  if (!catalogue || location.search.length > 1) return;
  if (savedFilters(location.pathname)) askIsland(catalogue);
}
