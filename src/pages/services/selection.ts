/**
 * The services a visitor chose on /additional, kept on the device so the choice is still there
 * after visiting other pages or coming back another day, until the request is sent.
 */
import { useSyncExternalStore } from 'react';

const storageKey = 'zn-services';
const none: readonly string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; keys: readonly string[] } | null = null;

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode): the choice lives only in this page.
  }
  if (cache && cache.raw === raw) return cache.keys;
  let keys: readonly string[] = none;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) keys = parsed.filter((k): k is string => typeof k === 'string');
  } catch {
    keys = none;
  }
  cache = { raw, keys };
  return keys;
}

function write(keys: readonly string[]): void {
  const raw = JSON.stringify(keys);
  try {
    localStorage.setItem(storageKey, raw);
  } catch {
    // Kept in memory only.
  }
  cache = { raw, keys };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === storageKey && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen service keys (none while the server renders), and ways to change them. */
export function useSelection() {
  const keys = useSyncExternalStore(subscribe, read, () => none);
  const toggle = (key: string): boolean => {
    const on = !keys.includes(key);
    write(on ? [...keys, key] : keys.filter((k) => k !== key));
    return on;
  };
  return { keys, toggle, clear: () => write(none) };
}
