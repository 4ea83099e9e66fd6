/**
 * A background sync (tag zn-outbox) sends the forms' outbox (src/outbox) even after the page is
 * closed; what is still refused for now makes the sync fail, so the browser retries.
 */
import { flushOutbox } from '../../src/outbox/flush';
import { outboxSyncTag } from '../../src/outbox/types';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== outboxSyncTag) return;
    event.waitUntil(
      flushOutbox({ force: true }).then(({ remaining }) => {
        if (remaining > 0) throw new Error(`${remaining} submissions still queued`);
      }),
    );
  }) as EventListener);
}
