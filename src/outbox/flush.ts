/**
 * Sends what is queued. Pages call it at start, on `online` and when shown again; the service
 * worker calls it on a background sync. A Web Lock keeps two of them from sending the same
 * item at once (and the Idempotency-Key makes it harmless if they did).
 */
import { type AttemptResult, attempt, backoffMs } from './attempt';
import { announce, getItem, listItems, putItem } from './outbox-db';
import { type OutboxItem, giveUpAfterMs, serverDownCode } from './types';

const lockName = 'zn-outbox-send';

function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? (locks.request(lockName, run) as Promise<T>) : run();
}

/** Applies an attempt's verdict to the item and stores it. */
function settle(item: OutboxItem, result: AttemptResult): OutboxItem {
  const attempts = item.attempts + 1;
  if (result.state === 'sent') return { ...item, attempts, state: 'sent', receipt: result.receipt, errors: undefined, unreachable: undefined, refusedSince: undefined };
  if (result.state === 'failed') return { ...item, attempts, state: 'failed', errors: result.errors, unreachable: undefined, refusedSince: undefined };
  const now = Date.now();
  // A run of 5xx answers counts from the first; no answer at all neither ends nor extends it.
  const refusedSince = (result.status ?? 0) >= 500 ? (item.refusedSince ?? now) : result.unreachable ? item.refusedSince : undefined;
  if (refusedSince !== undefined && (result.status ?? 0) >= 500 && now - refusedSince > giveUpAfterMs) {
    return { ...item, attempts, state: 'failed', refusedSince, unreachable: undefined, errors: [{ code: serverDownCode, message: result.reason }] };
  }
  return { ...item, attempts, state: 'queued', unreachable: result.unreachable, refusedSince, nextAttemptAt: now + (result.retryAfterMs ?? backoffMs(attempts)) };
}

async function deliver(item: OutboxItem, origin: string): Promise<OutboxItem> {
  await putItem({ ...item, state: 'sending' });
  const done = settle(item, await attempt(item, origin));
  // The visitor may have removed it meanwhile: do not bring it back.
  if (!(await getItem(item.id))) return done;
  await putItem(done);
  if (done.state === 'sent') announce({ type: 'sent', item: done });
  return done;
}

/** Sends one item now (the form that was just filled in), whatever its retry time. */
export function sendNow(id: string, origin = ''): Promise<OutboxItem | undefined> {
  return withLock(async () => {
    const item = await getItem(id);
    if (!item || item.state === 'sent' || item.state === 'failed') return item;
    return deliver(item, origin);
  });
}

/** "Send again" of an item the server kept refusing: queued afresh and sent now. */
export async function sendAgain(id: string, origin = ''): Promise<OutboxItem | undefined> {
  await withLock(async () => {
    const item = await getItem(id);
    if (item?.state === 'failed') await putItem({ ...item, state: 'queued', errors: undefined, refusedSince: undefined, attempts: 0, nextAttemptAt: 0 });
  });
  return sendNow(id, origin);
}

/**
 * Sends every queued item whose time has come (all of them with `force`, as after a sync or
 * coming back online). Resolves with how many still wait.
 */
export function flushOutbox({ force = false, origin = '' } = {}): Promise<{ sent: number; remaining: number }> {
  return withLock(async () => {
    let sent = 0;
    let remaining = 0;
    for (const listed of await listItems()) {
      // Read afresh: the visitor may have removed it while an earlier one was being sent.
      const item = await getItem(listed.id);
      // "sending" found here was cut off (a closed tab): try it again under the same key.
      if (!item || (item.state !== 'queued' && item.state !== 'sending')) continue;
      if (!force && item.nextAttemptAt > Date.now()) {
        remaining++;
        continue;
      }
      const done = await deliver(item, origin);
      if (done.state === 'sent') sent++;
      else if (done.state === 'queued') remaining++;
    }
    return { sent, remaining };
  });
}
