/**
 * "Fix and resend" of a refused item in the outbox list: the list remembers which item, opens
 * the page with its form, and the form takes the item's values and reasons from here.
 */
import type { SubmissionKind } from '../../domain/forms/submissions';
import { getItem } from '../../outbox/outbox-db';
import type { OutboxItem } from '../../outbox/types';

const key = 'zn-resend';

export function markForResend(id: string): void {
  sessionStorage.setItem(key, id);
}

/** The failed item of this kind waiting to be fixed, once (it is forgotten when taken). */
export async function takeResend(kind: SubmissionKind): Promise<OutboxItem | null> {
  const id = sessionStorage.getItem(key);
  if (!id) return null;
  const item = await getItem(id);
  if (!item || item.kind !== kind) return null;
  sessionStorage.removeItem(key);
  return item.state === 'failed' ? item : null;
}
