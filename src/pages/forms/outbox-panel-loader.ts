/**
 * The outbox panel's code, fetched once and kept: a form fetches it as soon as it shows, so a
 * visitor who loses the connection before sending still sees the queue (on a first visit the
 * service worker does not serve this page's chunks yet).
 */
import { lazyWhenOnline } from '../../offline/import-when-online';
import { loadFormsCatalog } from './lazy-form';

type PanelModule = Awaited<ReturnType<typeof importPanel>>;
const importPanel = () => import('./outbox-panel');
let panel: Promise<PanelModule> | null = null;

export function loadOutboxPanel() {
  panel ??= importPanel().catch((error: unknown) => {
    panel = null;
    throw error;
  });
  return panel;
}

export const OutboxPanel = lazyWhenOnline(async () => {
  const [mod] = await Promise.all([loadOutboxPanel(), loadFormsCatalog()]);
  return mod;
});
