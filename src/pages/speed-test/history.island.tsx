/** The earlier results on this device (browser only, woken near the viewport: src/ui/island.tsx). */
import { HistoryPanel } from './history-panel';
import { useHistory } from './history-store';

export default function HistoryIsland() {
  const [history] = useHistory();
  return <HistoryPanel history={history} />;
}
