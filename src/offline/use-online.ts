/** The online status (src/offline/online-status.ts) as a React hook. */
import { useAppAtom } from '../state/use-app-atom';
import { onlineAtom, onlineStatus } from './online-status';

export { onlineStatus };

/** Whether the server is reachable, as far as the page knows; the server render assumes it is. */
export function useOnline(): boolean {
  return useAppAtom(onlineAtom, true);
}
