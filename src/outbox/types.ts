/** A submission in the outbox: everything needed to send it again, and where it stands. */
import type { ApiError, SubmissionKind, SubmissionReceipt } from '../domain/forms/submissions';
import type { Locale } from '../domain/locale';

/**
 * queued: waiting for the network (or for its next try); sending: an attempt is under way;
 * sent: the server has it (kept until the visitor has seen the confirmation); failed: the
 * server refused it (a 4xx other than 408/429) and says why; the visitor can fix and resend.
 */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxItem {
  /** Made when the visitor sends the form; also the Idempotency-Key of every attempt. */
  id: string;
  kind: SubmissionKind;
  locale: Locale;
  /** The fields as the endpoint takes them (multipart text fields for the vacancy application). */
  fields: Record<string, string | boolean>;
  /** The vacancy application's resume (IndexedDB keeps Blobs). */
  file?: { blob: Blob; name: string };
  /** The form's own values, to fill the form again when the visitor fixes a failed item. */
  draft: unknown;
  /** One line for the queue list: who and what. */
  summary: string;
  /** The page with the form (with the locale prefix), for "fix and resend". */
  returnTo: string;
  state: OutboxState;
  createdAt: number;
  attempts: number;
  /** Not tried again before this time (ms since the epoch). */
  nextAttemptAt: number;
  errors?: ApiError[];
  /** When the server first answered 5xx in the current run of refusals (ms since the epoch). */
  refusedSince?: number;
  /** Queued because nothing answered (offline, or the line behind the router is down), not because the server said "not now". */
  unreachable?: boolean;
  receipt?: SubmissionReceipt;
}

/** A server that answers 5xx this long is not coming back by itself: the item is shown failed. */
export const giveUpAfterMs = 24 * 3600 * 1000;
/** The code of that failure's reason (its message is what the server said, or the HTTP status). */
export const serverDownCode = 'server_unavailable';

/** The items the visitor still waits on (sent ones are only waiting to be confirmed). */
export const isPending = (item: OutboxItem) => item.state === 'queued' || item.state === 'sending';

/** The background-sync tag the service worker sends the outbox on. */
export const outboxSyncTag = 'zn-outbox';
