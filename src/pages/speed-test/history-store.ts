/**
 * The results kept on this device, shared by the page's two islands (the run, which adds one, and
 * the history, which lists them) through the app's jotai store: each island has a root of its own.
 */
import { useEffect } from 'react';
import { appStore, atom } from '../../state/app-store';
import { useAppAtom } from '../../state/use-app-atom';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { addToHistory, loadHistory } from './history';

/** Null until read from IndexedDB. */
const historyAtom = atom<SpeedTestResult[] | null>(null);
/** One read for both islands: each mounts with the atom still empty. */
let reading: Promise<SpeedTestResult[]> | null = null;

/** The kept results (empty until read), and how to add one. */
export function useHistory(): [SpeedTestResult[], (result: SpeedTestResult) => void] {
  const history = useAppAtom(historyAtom, null);
  useEffect(() => {
    if (history === null) void (reading ??= loadHistory()).then((list) => appStore.set(historyAtom, (now) => now ?? list));
  }, [history]);
  const add = (result: SpeedTestResult) => void addToHistory(result).then((list) => appStore.set(historyAtom, list));
  return [history ?? [], add];
}
