/** Submissions as staff read them (the admin route and `npm run submissions`), and as CSV. */
import { resultIdsIn } from '../../src/domain/speedtest/stored-result';
import type { Db } from '../db/database';

export interface SubmissionRow {
  id: number;
  kind: string;
  locale: string;
  created_at: string;
  consent_at: string | null;
  payload: Record<string, unknown>;
  files: { name: string; stored: string; type: string; size: number }[];
  crm_delivered_at: string | null;
  /** Stored speed-test results the request's text links to (Send to support), still within their period. */
  speedtest_results?: Record<string, unknown>[];
}

export async function listSubmissions(db: Db, { kind, since, limit = 100 }: { kind?: string; since?: string; limit?: number }): Promise<SubmissionRow[]> {
  // Only the conditions asked for: PostgreSQL cannot type a parameter that is only tested for NULL.
  const where = [...(kind === undefined ? [] : [['s.kind = ?', kind]]), ...(since === undefined ? [] : [['s.created_at >= ?', since]])] as [string, string][];
  const rows = await db.all<Omit<SubmissionRow, 'payload' | 'files'> & { payload: string }>(
    `SELECT s.id, s.kind, s.locale, s.created_at, s.consent_at, s.payload,
      (SELECT h.delivered_at FROM handoffs h WHERE h.submission_id = s.id AND h.channel = 'crm') AS crm_delivered_at
     FROM submissions s
     ${where.length > 0 ? `WHERE ${where.map(([condition]) => condition).join(' AND ')}` : ''}
     ORDER BY s.id DESC LIMIT ?`,
    [...where.map(([, value]) => value), limit],
  );
  const files = new Map<number, SubmissionRow['files']>();
  if (rows.length > 0) {
    const found = await db.all<{ submission_id: number; name: string; stored: string; type: string; size: number }>(
      `SELECT submission_id, original_name AS name, stored_name AS stored, type, size FROM submission_files WHERE submission_id IN (${rows.map(() => '?').join(', ')}) ORDER BY id`,
      rows.map((r) => r.id),
    );
    for (const { submission_id, ...file } of found) files.set(submission_id, [...(files.get(submission_id) ?? []), file]);
  }
  return Promise.all(
    rows.map(async (r) => {
      const payload = JSON.parse(r.payload) as Record<string, unknown>;
      const ids = resultIdsIn(Object.values(payload).filter((v) => typeof v === 'string').join(' '));
      const found = await Promise.all(ids.map((id) => db.get<{ id: string; result: string; created_at: string }>('SELECT id, result, created_at FROM speedtest_results WHERE id = ?', [id])));
      const results = found
        .filter((row) => row !== undefined)
        .map((row) => ({ id: row.id, ...(JSON.parse(row.result) as Record<string, unknown>), stored_at: row.created_at }));
      return { ...r, payload, files: files.get(r.id) ?? [], ...(results.length > 0 && { speedtest_results: results }) };
    }),
  );
}

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quote every cell; a leading = + - @ would be a formula in a spreadsheet.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export function toCsv(rows: SubmissionRow[]): string {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.payload)))];
  const withResults = rows.some((r) => r.speedtest_results);
  const head = ['id', 'kind', 'locale', 'created_at', 'consent_at', ...fields, 'files', 'crm_delivered_at', ...(withResults ? ['speedtest_results'] : [])];
  const lines = rows.map((r) =>
    [
      r.id,
      r.kind,
      r.locale,
      r.created_at,
      r.consent_at,
      ...fields.map((f) => r.payload[f]),
      r.files.map((f) => f.name).join('; '),
      r.crm_delivered_at,
      ...(withResults ? [r.speedtest_results ?? null] : []),
    ]
      .map(cell)
      .join(','),
  );
  return `${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
