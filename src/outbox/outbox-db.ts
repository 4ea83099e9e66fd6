/**
 * The outbox in IndexedDB, shared by the pages and the service worker (same origin, same
 * database). Every change is announced on a BroadcastChannel so open pages redraw.
 */
import { createStore, del, get, set, values } from 'idb-keyval';
import type { OutboxItem } from './types';

const store = () => createStore('zn-outbox', 'items');
let cached: ReturnType<typeof createStore> | null = null;
const items = () => (cached ??= store());

export const outboxChannelName = 'zn-outbox';
export type OutboxMessage = { type: 'changed' } | { type: 'sent'; item: OutboxItem };

let channel: BroadcastChannel | null = null;
export function announce(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(outboxChannelName);
  channel.postMessage(message);
  // A BroadcastChannel does not deliver to itself: listeners in this context get it directly.
  localListeners.forEach((l) => l(message));
}

const localListeners = new Set<(m: OutboxMessage) => void>();
/** Calls back on every change, from this context or another page or the service worker. */
export function onOutboxMessage(listener: (m: OutboxMessage) => void): () => void {
  localListeners.add(listener);
  const remote = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(outboxChannelName);
  if (remote) remote.onmessage = (e: MessageEvent<OutboxMessage>) => listener(e.data);
  return () => {
    localListeners.delete(listener);
    remote?.close();
  };
}

export async function listItems(): Promise<OutboxItem[]> {
  const all = await values<OutboxItem>(items());
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export const getItem = (id: string) => get<OutboxItem>(id, items());

export async function putItem(item: OutboxItem): Promise<void> {
  await set(item.id, item, items());
  announce({ type: 'changed' });
}

export async function removeItem(id: string): Promise<void> {
  await del(id, items());
  announce({ type: 'changed' });
}
