/** The online status (src/offline/online-status.ts) as a React hook. */
import { useSyncExternalStore } from 'react';
import { onlineStatus } from './online-status';

export { onlineStatus };

/** Whether the server is reachable, as far as the page knows; the server render assumes it is. */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, () => true);
}
