/**
 * Until the test's island wakes, the server's panel follows the connection without React: offline
 * it says the test needs the network and turns the start button off (waking the island then would
 * need chunks the browser cannot fetch). Once the island is ready, React owns both.
 */
import { onlineStatus } from '../../offline/online-status';

export default function enhance(panel: HTMLElement): void {
  const island = panel.closest<HTMLElement>('[data-island]');
  const note = panel.querySelector<HTMLElement>('[data-offline-note]');
  const start = panel.querySelector<HTMLButtonElement>('button[data-start]');
  const follow = () => {
    if (island?.dataset.islandState === 'ready') return stop();
    const online = onlineStatus.get();
    if (note) note.hidden = online;
    if (start) start.disabled = !online;
  };
  const stop = onlineStatus.subscribe(follow);
  follow();
}
