/**
 * Whether the site can reach its server. `navigator.onLine` alone is not enough: in the outage
 * this is built for, the phone is still on the home Wi-Fi (so the browser says online) while
 * the line behind the router is down. So the first page that asks probes the server
 * (`/healthz`, never cached by the service worker) and, while it cannot reach it, probes again
 * every 15 s and on the browser's `online` event; `offline` events count at once.
 */
import { useSyncExternalStore } from 'react';

const probeTimeoutMs = 5000;
const retryMs = 15_000;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let started = false;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  clearTimeout(retry);
  if (!value) retry = setTimeout(() => void probe(), retryMs);
  if (value === online) return;
  online = value;
  for (const listener of listeners) listener();
}

async function probe(): Promise<void> {
  try {
    // Any answer, even an error status, means the network works.
    await fetch(`/healthz?probe=${Date.now()}`, { cache: 'no-store', signal: AbortSignal.timeout(probeTimeoutMs) });
    set(true);
  } catch {
    set(false);
  }
}

function start(): void {
  if (started) return;
  started = true;
  window.addEventListener('offline', () => set(false));
  window.addEventListener('online', () => void probe());
  void probe();
}

const subscribe = (listener: () => void) => {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether the server is reachable, as far as the page knows; the server render assumes it is. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => online, () => true);
}
