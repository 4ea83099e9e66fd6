/**
 * One transaction per accepted submission: the row (with its language, consent time and
 * client address), its file, its hand-off rows (CRM, e-mail) and the key's stored answer.
 * Nothing half-written: it all lands or none of it does.
 */
import type { SubmissionKind, SubmissionReceipt } from '../../src/domain/forms/submissions';
import type { Locale } from '../../src/domain/locale';
import type { Db } from '../db/database';
import type { Idempotency } from './idempotency';

export interface StoredFile {
  storedName: string;
  originalName: string;
  type: string;
  size: number;
  sha256: string;
}

/** A submission as it is written: one row, its file and the hand-off channels it owes (the outbox's item is the browser's NewSubmission). */
export interface SubmissionRow {
  kind: SubmissionKind;
  key: string;
  hash: string;
  locale: Locale;
  payload: Record<string, unknown>;
  clientIp: string;
  file: StoredFile | null;
  channels: ('crm' | 'mail')[];
}

export function createSubmissionStore(db: Db, idempotency: Idempotency): { save: (s: SubmissionRow) => Promise<SubmissionReceipt> } {
  const save = (s: SubmissionRow): Promise<SubmissionReceipt> =>
    db.transaction(async (tx) => {
      const row = (await tx.get<{ id: number; created_at: string }>(
        'INSERT INTO submissions (kind, idempotency_key, locale, payload, consent_at, client_ip) VALUES (?, ?, ?, ?, ?, ?) RETURNING id, created_at',
        [s.kind, s.key, s.locale, JSON.stringify(s.payload), new Date().toISOString(), s.clientIp],
      )) as { id: number; created_at: string };
      if (s.file) {
        await tx.run('INSERT INTO submission_files (submission_id, stored_name, original_name, type, size, sha256) VALUES (?, ?, ?, ?, ?, ?)', [
          row.id,
          s.file.storedName,
          s.file.originalName,
          s.file.type,
          s.file.size,
          s.file.sha256,
        ]);
      }
      for (const channel of s.channels) await tx.run('INSERT INTO handoffs (submission_id, channel) VALUES (?, ?)', [row.id, channel]);
      const receipt: SubmissionReceipt = { id: row.id, kind: s.kind, received_at: row.created_at };
      await idempotency.complete(tx, s.key, s.hash, 201, receipt);
      return receipt;
    });
  return { save };
}
export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
