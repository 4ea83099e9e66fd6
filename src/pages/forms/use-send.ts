/** What a form shows after "Send": sending, sent (with its receipt), queued for later, or refused. */
import { useEffect, useState } from 'react';
import { loadOutboxPanel } from './outbox-panel-loader';
import type { ApiError } from '../../domain/forms/submissions';
import { dismiss } from '../../outbox/submit';
import type { OutboxItem } from '../../outbox/types';

export type SendStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; item: OutboxItem }
  | { state: 'queued'; item: OutboxItem }
  | { state: 'failed'; errors: ApiError[] };

export function useSend(onFailed: (errors: ApiError[]) => void) {
  const [status, setStatus] = useState<SendStatus>({ state: 'idle' });
  // The queue list must be at hand if the connection drops before "Send".
  useEffect(() => void loadOutboxPanel().catch(() => undefined), []);
  /** Follows a submission the outbox has taken (`submit(...)`) to what the form shows. */
  const track = async (pending: Promise<OutboxItem>): Promise<SendStatus> => {
    setStatus({ state: 'sending' });
    let next: SendStatus;
    try {
      const item = await pending;
      if (item.state === 'sent') {
        await dismiss(item.id);
        next = { state: 'sent', item };
      } else if (item.state === 'failed') {
        // The form shows the reasons on its fields and keeps what was typed: nothing to keep queued.
        await dismiss(item.id);
        onFailed(item.errors ?? []);
        next = { state: 'failed', errors: item.errors ?? [] };
      } else next = { state: 'queued', item };
    } catch (error) {
      // Storage itself failed (private mode quota): say so; the form keeps its values.
      next = { state: 'failed', errors: [{ code: 'storage', message: error instanceof Error ? error.message : String(error) }] };
    }
    setStatus(next);
    return next;
  };
  return { status, track, reset: () => setStatus({ state: 'idle' }) };
}
