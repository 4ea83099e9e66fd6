/**
 * The services a visitor chose on /additional, kept on the device so the choice is still there
 * after visiting other pages or coming back another day, until the request is sent. A jotai atom
 * kept in localStorage: the page's islands share it, and another tab's choice shows here too.
 */
import { atomWithStorage } from 'jotai/vanilla/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { appStore } from '../../state/app-store';
import { useAppAtom } from '../../state/use-app-atom';

const storageKey = 'zn-services';
const none: readonly string[] = [];

const isKeys = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((k) => typeof k === 'string');

function parse(raw: string | null): readonly string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : none;
    return isKeys(value) ? value : none;
  } catch {
    return none;
  }
}

/**
 * localStorage, or nothing where it is refused (private mode, blocked storage): the choice then
 * lives only in this page. What another tab writes comes in by the storage event.
 */
const deviceStorage: SyncStorage<readonly string[]> = {
  getItem(key) {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return none;
    }
  },
  setItem(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Kept in memory only.
    }
  },
  removeItem(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing kept to remove.
    }
  },
  subscribe(key, callback) {
    const onStorage = (event: StorageEvent) => event.key === key && callback(parse(event.newValue));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** Read once something follows it (none while the server renders and hydration matches it). */
const selectionAtom = atomWithStorage(storageKey, none, deviceStorage);

/** The chosen service keys (none while the server renders), and ways to change them. */
export function useSelection() {
  const keys = useAppAtom(selectionAtom, none);
  const toggle = (key: string): boolean => {
    const now = appStore.get(selectionAtom);
    const on = !now.includes(key);
    appStore.set(selectionAtom, on ? [...now, key] : now.filter((k) => k !== key));
    return on;
  };
  return { keys, toggle, clear: () => appStore.set(selectionAtom, none) };
}
