/**
 * A form's way out: the submission is written to the outbox first, then sent at once when
 * the browser is online. Whatever happens next (offline, an error, the tab closed), the
 * outbox has it and sends it later; the form only shows the outcome.
 */
import { inForeground } from './foreground';
import { announce, putItem, removeItem } from './outbox-db';
import { type OutboxItem, outboxSyncTag } from './types';

export type NewSubmission = Pick<OutboxItem, 'kind' | 'locale' | 'fields' | 'file' | 'draft' | 'summary' | 'returnTo'>;

/** Asks the service worker for a background sync (Chromium); other browsers flush on start, online and return. */
export async function requestSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(outboxSyncTag);
  } catch {
    // No service worker or no permission: the page's own triggers still send it.
  }
}

/** Sends it now; when the sender's code cannot arrive either, the network is down: it stays queued. */
async function sendNow(item: OutboxItem): Promise<OutboxItem> {
  const done = await import('./flush-later').then(
    (sender) => sender.sendNow(item.id).catch(() => item),
    () => ({ ...item, unreachable: true }),
  );
  return done ?? item;
}

export async function submit(input: NewSubmission): Promise<OutboxItem> {
  const item: OutboxItem = { ...input, id: crypto.randomUUID(), state: 'queued', createdAt: Date.now(), attempts: 0, nextAttemptAt: 0 };
  await putItem(item);
  inForeground.add(item.id);
  const done = navigator.onLine ? await sendNow(item) : { ...item, unreachable: true };
  // A form shows the outcome of what it sent; what stays queued is the page's to list and to
  // confirm later. The lists drew while the form still owned it: tell them to draw again.
  if (done.state === 'queued' || done.state === 'sending') {
    inForeground.delete(item.id);
    announce({ type: 'changed' });
    void requestSync();
  }
  return done;
}

/** The visitor has seen the outcome (the confirmation, or the errors now shown in the form). */
export const dismiss = (id: string) => removeItem(id);
