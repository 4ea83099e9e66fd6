/**
 * Wakes the kept results' island only when there is something to show: a device with results
 * kept, or the test's own island waking (React comes with it, and a result may follow). A first
 * visit then loads no framework code until the visitor starts the test.
 */
import { askIsland } from '../../ui/island-wake';
import { hasHistory } from './history';

export default function enhance(page: HTMLElement): void {
  const history = page.querySelector('[data-island="pages/speed-test/history.island"]');
  const run = page.querySelector<HTMLElement>('[data-island="pages/speed-test/speed-test-run.island"]');
  if (!history) return;
  const wake = () => askIsland(history);
  if (run?.dataset.islandState) wake();
  else if (run) {
    new MutationObserver((_, observer) => {
      observer.disconnect();
      wake();
    }).observe(run, { attributes: true, attributeFilter: ['data-island-state'] });
  }
  hasHistory().then((kept) => kept && wake(), () => undefined);
}
