/**
 * What the visitor's device keeps of the shop: the products to compare (at most 2) and those
 * viewed lately (newest first). Each is a jotai atom of the app's store, kept in IndexedDB
 * (idb-keyval): read offline, written in one transaction that reads and writes (so two tabs
 * writing at once never lose each other's change), and announced to the other tabs, which read
 * it again.
 */
import { createStore, get, update } from 'idb-keyval';
import { appStore, atom } from '../../state/app-store';
import { useAppAtom } from '../../state/use-app-atom';
import { useEffect } from 'react';

export const compareLimit = 2;
/** Products kept as viewed lately. */
export const recentLimit = 12;

type ListKey = 'compare' | 'recent';

const lists: Record<ListKey, ReturnType<typeof atom<readonly number[] | null>>> = {
  compare: atom<readonly number[] | null>(null),
  recent: atom<readonly number[] | null>(null),
};
const limits: Record<ListKey, number> = { compare: compareLimit, recent: recentLimit };

let idb: ReturnType<typeof createStore> | null = null;
const store = () => (idb ??= createStore('zn-shop', 'lists'));

/** A kept list as it may be trusted: whole positive ids, no repeats, within its limit. */
function clean(value: unknown, key: ListKey): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is number => Number.isInteger(v) && v > 0);
  return [...new Set(ids)].slice(0, limits[key]);
}

let channel: BroadcastChannel | null = null;
function announce(key: ListKey): void {
  channel?.postMessage(key);
}

/** Reads a list from the device into its atom (memory only where IndexedDB is refused). */
async function reload(key: ListKey): Promise<void> {
  try {
    appStore.set(lists[key], clean(await get(key, store()), key));
  } catch {
    appStore.set(lists[key], (now) => now ?? []);
  }
}

let started = false;
/** The first user of the lists reads them and listens for the other tabs. */
function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel('zn-shop');
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data === 'compare' || event.data === 'recent') void reload(event.data);
    };
  }
  void reload('compare');
  void reload('recent');
}

/** Changes a list in one IndexedDB transaction; the atom then holds what was written. */
async function change(key: ListKey, next: (now: number[]) => number[]): Promise<number[]> {
  let written: number[] = [];
  try {
    await update(key, (now: unknown) => (written = next(clean(now, key)).slice(0, limits[key])), store());
  } catch {
    written = next(clean(appStore.get(lists[key]), key)).slice(0, limits[key]);
  }
  appStore.set(lists[key], written);
  announce(key);
  return written;
}

export type CompareOutcome = 'added' | 'removed' | 'full' | 'not comparable';

/** Adds a product to compare, or removes it if it is there; a third is refused. */
export async function toggleCompare(product: { id: number; comparable: boolean }): Promise<CompareOutcome> {
  if (!product.comparable) return 'not comparable';
  let outcome: CompareOutcome = 'added';
  await change('compare', (now) => {
    if (now.includes(product.id)) {
      outcome = 'removed';
      return now.filter((id) => id !== product.id);
    }
    if (now.length >= compareLimit) {
      outcome = 'full';
      return now;
    }
    outcome = 'added';
    return [...now, product.id];
  });
  return outcome;
}

export const resetCompare = () => change('compare', () => []);
export const removeFromCompare = (id: number) => change('compare', (now) => now.filter((x) => x !== id));

/** Notes a product as just viewed: first in the list, once. */
export const noteViewed = (id: number) => change('recent', (now) => [id, ...now.filter((x) => x !== id)]);

/** A list's ids (null until read from the device; the server renders it empty). */
export function useShopList(key: ListKey): readonly number[] | null {
  const value = useAppAtom(lists[key], null);
  useEffect(start, []);
  return value;
}
