/**
 * Idempotency keys: the first request with a key marks it in flight; its success is stored
 * with the answer (kept at least 7 days) and every later request with the key gets that answer
 * again. A refusal (4xx) forgets the key, so the visitor can fix the form and send it again.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { daysAgo } from './retention';

/** The same request, whatever the captcha: a hash of the checked values and the file's bytes. */
export const requestHash = (kind: string, values: unknown, fileSha = '') => createHash('sha256').update(`${kind}\n${JSON.stringify(values)}\n${fileSha}`).digest('hex');

export type KeyState =
  | { state: 'new' }
  | { state: 'in_flight' }
  | { state: 'done'; hash: string; status: number; response: unknown };

type StoredRow = { id: number; kind: string; payload: string; created_at: string; sha256: string | null };
type KeyRow = { kind: string; state: string; request_hash: string; status: number; response: string; created_at: string };

/**
 * How long a claim holds a key unless renewed. The request that holds it renews it every
 * `claimRenewMs` while it runs (a slow upload may take many minutes), so a claim this old was
 * left by an instance that stopped mid-request, and a replay may take it over.
 */
export const inFlightLeaseMs = 30_000;
export const claimRenewMs = 10_000;

export async function createIdempotency(db: Db, retentionDays: number) {
  const release = (key: string) => db.run("DELETE FROM idempotency_keys WHERE key = ? AND state = 'in_flight'", [key]);
  const complete = (tx: Db, key: string, hash: string, status: number, response: unknown) =>
    tx.run("UPDATE idempotency_keys SET state = 'done', request_hash = ?, status = ?, response = ? WHERE key = ?", [hash, status, JSON.stringify(response), key]);
  const purge = async () => (await db.run("DELETE FROM idempotency_keys WHERE state = 'done' AND created_at < ?", [daysAgo(retentionDays + 1)])).changes;
  const stale = () => new Date(Date.now() - inFlightLeaseMs).toISOString();
  // A crash mid-request must not leave a key stuck "in flight" forever. SQLite has one process,
  // so whatever it finds in flight at start was its own; on a shared database only claims past
  // their lease are (another instance may be serving the rest right now).
  if (db.engine === 'sqlite') await db.run("DELETE FROM idempotency_keys WHERE state = 'in_flight'");
  else await db.run("DELETE FROM idempotency_keys WHERE state = 'in_flight' AND created_at < ?", [stale()]);
  await purge();

  /** The key is this request's now: answer from its submission if one was stored under it. */
  const claimed = async (key: string, kind: string): Promise<KeyState | { state: 'other_kind' }> => {
    // The key's answer may be purged while its submission stays: answer from the submission.
    const row = await db.get<StoredRow>(
      'SELECT s.id, s.kind, s.payload, s.created_at, (SELECT f.sha256 FROM submission_files f WHERE f.submission_id = s.id) AS sha256 FROM submissions s WHERE s.idempotency_key = ?',
      [key],
    );
    if (!row) return { state: 'new' };
    if (row.kind !== kind) {
      await release(key);
      return { state: 'other_kind' };
    }
    const hash = requestHash(row.kind, JSON.parse(row.payload), row.sha256 ?? '');
    const response = { id: row.id, kind: row.kind, received_at: row.created_at };
    await complete(db, key, hash, 201, response);
    return { state: 'done', hash, status: 201, response };
  };

  const begin = async (key: string, kind: string): Promise<KeyState | { state: 'other_kind' }> => {
    const now = new Date().toISOString();
    const claim = await db.run("INSERT INTO idempotency_keys (key, kind, state, created_at) VALUES (?, ?, 'in_flight', ?) ON CONFLICT (key) DO NOTHING", [key, kind, now]);
    if (claim.changes === 1) return claimed(key, kind);
    const row = await db.get<KeyRow>('SELECT kind, state, request_hash, status, response, created_at FROM idempotency_keys WHERE key = ?', [key]);
    if (!row) return begin(key, kind);
    if (row.kind !== kind) return { state: 'other_kind' };
    if (row.state === 'in_flight') {
      // Left by an instance that stopped: taken over by one request only (the row must still be the one read).
      if (row.created_at >= stale()) return { state: 'in_flight' };
      const takeover = await db.run("UPDATE idempotency_keys SET created_at = ? WHERE key = ? AND state = 'in_flight' AND created_at = ?", [now, key, row.created_at]);
      return takeover.changes === 1 ? claimed(key, kind) : { state: 'in_flight' };
    }
    return { state: 'done', hash: row.request_hash, status: row.status, response: JSON.parse(row.response) as unknown };
  };
  return {
    /** Claims the key for this request, or says who has it. A key of another form is a mismatch. */
    begin,
    release: async (key: string) => void (await release(key)),
    /** Keeps this request's claim alive (see inFlightLeaseMs). */
    renew: async (key: string) => void (await db.run("UPDATE idempotency_keys SET created_at = ? WHERE key = ? AND state = 'in_flight'", [new Date().toISOString(), key])),
    /** Inside the transaction that stores the submission. */
    complete: async (tx: Db, key: string, hash: string, status: number, response: unknown) => void (await complete(tx, key, hash, status, response)),
    purge,
  };
}
export type Idempotency = Awaited<ReturnType<typeof createIdempotency>>;
