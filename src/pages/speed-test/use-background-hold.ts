/** A run's hold on background traffic: while the test runs, the service worker's registration, installs and warming wait. */
import { useCallback, useRef } from 'react';
import { announceHold } from '../../offline/background-gate';

export function useBackgroundHold() {
  const release = useRef<(() => void) | null>(null);
  const letGo = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  const hold = useCallback(() => {
    release.current = announceHold();
  }, []);
  /** Whether a run holds it: one is under way, if only opening its packet-loss channel. */
  const held = useCallback(() => release.current !== null, []);
  return { hold, letGo, held };
}
