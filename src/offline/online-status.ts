/**
 * Whether the site can reach its server. `navigator.onLine` alone is not enough: in the outage
 * this is built for, the phone is still on the home Wi-Fi (so the browser says online) while
 * the line behind the router is down. So the first page that asks probes the server
 * (`/healthz`, never cached by the service worker) and, while it cannot reach it, probes again
 * every 15 s and on the browser's `online` event; `offline` events count at once, and a probe
 * that was already on its way when one came is not let to overrule it.
 */
import { appStore, atom, follow } from '../state/app-store';

const probeTimeoutMs = 5000;
const retryMs = 15_000;

/** Probing starts once something follows it (jotai mounts the atom). */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
onlineAtom.onMount = () => start();
let started = false;
let retry: ReturnType<typeof setTimeout> | undefined;
/** Counts `offline` events: a probe's answer counts only if none came while it was out. */
let offlineEvents = 0;
function set(value: boolean): void {
  clearTimeout(retry);
  if (!value) retry = setTimeout(() => void probe(), retryMs);
  appStore.set(onlineAtom, value);
}

async function probe(): Promise<void> {
  const seen = offlineEvents;
  let reached: boolean;
  try {
    // Any answer, even an error status, means the network works. The body is read so the
    // request ends now: left unread, it held its connection until the timeout aborted it.
    const response = await fetch(`/healthz?probe=${Date.now()}`, { cache: 'no-store', signal: AbortSignal.timeout(probeTimeoutMs) });
    await response.arrayBuffer().catch(() => undefined);
    reached = true;
  } catch {
    reached = false;
  }
  if (seen === offlineEvents) set(reached);
}

function start(): void {
  if (started) return;
  started = true;
  window.addEventListener('offline', () => {
    offlineEvents += 1;
    set(false);
  });
  window.addEventListener('online', () => void probe());
  void probe();
}

/** The atom for code outside React and for tests: following it starts the probing. */
export const onlineStatus = {
  subscribe: (listener: () => void) => follow(onlineAtom, listener),
  get: () => appStore.get(onlineAtom),
};
