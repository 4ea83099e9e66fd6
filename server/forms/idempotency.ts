/**
 * Idempotency keys: the first request with a key marks it in flight; its success is stored
 * with the answer (kept at least 7 days) and every later request with the key gets that answer
 * again. A refusal (4xx) forgets the key, so the visitor can fix the form and send it again.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** The same request, whatever the captcha: a hash of the checked values and the file's bytes. */
export const requestHash = (kind: string, values: unknown, fileSha = '') => createHash('sha256').update(`${kind}\n${JSON.stringify(values)}\n${fileSha}`).digest('hex');

export type KeyState =
  | { state: 'new' }
  | { state: 'in_flight' }
  | { state: 'done'; hash: string; status: number; response: unknown };

export function createIdempotency(db: Db, retentionDays: number) {
  const claim = db.prepare("INSERT INTO idempotency_keys (key, kind, state) VALUES (?, ?, 'in_flight') ON CONFLICT (key) DO NOTHING");
  const read = db.prepare('SELECT kind, state, request_hash, status, response FROM idempotency_keys WHERE key = ?');
  const release = db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND state = 'in_flight'");
  const complete = db.prepare("UPDATE idempotency_keys SET state = 'done', request_hash = ?, status = ?, response = ? WHERE key = ?");
  const purge = db.prepare(`DELETE FROM idempotency_keys WHERE state = 'done' AND created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)`);
  const stored = db.prepare(
    'SELECT s.id, s.kind, s.payload, s.created_at, (SELECT f.sha256 FROM submission_files f WHERE f.submission_id = s.id) AS sha256 FROM submissions s WHERE s.idempotency_key = ?',
  );
  // A crash mid-request must not leave a key stuck "in flight" forever.
  db.prepare("DELETE FROM idempotency_keys WHERE state = 'in_flight'").run();
  purge.run(`-${retentionDays + 1} days`);
  return {
    /** Claims the key for this request, or says who has it. A key of another form is a mismatch. */
    begin(key: string, kind: string): KeyState | { state: 'other_kind' } {
      if (claim.run(key, kind).changes === 1) {
        // The key's answer may be purged while its submission stays: answer from the submission.
        const row = stored.get(key) as { id: number; kind: string; payload: string; created_at: string; sha256: string | null } | undefined;
        if (!row) return { state: 'new' };
        if (row.kind !== kind) {
          release.run(key);
          return { state: 'other_kind' };
        }
        const hash = requestHash(row.kind, JSON.parse(row.payload), row.sha256 ?? '');
        const response = { id: row.id, kind: row.kind, received_at: row.created_at };
        complete.run(hash, 201, JSON.stringify(response), key);
        return { state: 'done', hash, status: 201, response };
      }
      const row = read.get(key) as { kind: string; state: string; request_hash: string; status: number; response: string } | undefined;
      if (!row) return this.begin(key, kind);
      if (row.kind !== kind) return { state: 'other_kind' };
      if (row.state === 'in_flight') return { state: 'in_flight' };
      return { state: 'done', hash: row.request_hash, status: row.status, response: JSON.parse(row.response) as unknown };
    },
    release: (key: string) => void release.run(key),
    /** Inside the transaction that stores the submission. */
    complete: (key: string, hash: string, status: number, response: unknown) => void complete.run(hash, status, JSON.stringify(response), key),
    purge: () => purge.run(`-${retentionDays + 1} days`).changes,
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
