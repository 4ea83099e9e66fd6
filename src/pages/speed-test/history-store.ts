/**
 * The results kept on this device, shared by the page's two islands (the run, which adds one, and
 * the history, which lists them) through jotai's default store: each island has a root of its own.
 */
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { addToHistory, loadHistory } from './history';

/** Null until read from IndexedDB. */
const historyAtom = atom<SpeedTestResult[] | null>(null);
/** One read for both islands: each mounts with the atom still empty. */
let reading: Promise<SpeedTestResult[]> | null = null;

/** The kept results (empty until read), and how to add one. */
export function useHistory(): [SpeedTestResult[], (result: SpeedTestResult) => void] {
  const [history, setHistory] = useAtom(historyAtom);
  useEffect(() => {
    if (history === null) void (reading ??= loadHistory()).then((list) => setHistory((now) => now ?? list));
  }, [history, setHistory]);
  const add = (result: SpeedTestResult) => void addToHistory(result).then(setHistory);
  return [history ?? [], add];
}
