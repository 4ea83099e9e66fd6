/**
 * Hands each stored submission on, at least once: to the CRM (a POST of its JSON to
 * CRM_WEBHOOK_URL, with its Idempotency-Key so the CRM can drop repeats) and by e-mail where
 * the form has one. Failures are retried with a doubling delay (at most an hour). Without a
 * webhook the CRM rows wait, and staff read submissions with `npm run submissions` or the
 * admin route.
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FormsConfig } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from './mailer';

interface DueRow {
  handoff_id: number;
  channel: 'crm' | 'mail';
  attempts: number;
  id: number;
  kind: string;
  idempotency_key: string;
  locale: string;
  payload: string;
  created_at: string;
}

interface FileRow {
  stored_name: string;
  original_name: string;
  type: string;
  size: number;
  sha256: string;
}

/** Sends one submission to the CRM; resolves when it took it (2xx). */
export type CrmClient = (submission: Record<string, unknown>, key: string) => Promise<void>;

export function webhookCrm(url: string): CrmClient {
  return async (submission, key) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`CRM answered ${response.status}`);
  };
}

export function describeMail(row: DueRow, payload: Record<string, unknown>, files: FileRow[], uploadsDir: string, config: FormsConfig, vacancyTitle: (id: number) => string | null) {
  const lines = Object.entries(payload)
    .filter(([k]) => k !== 'consent')
    .map(([k, v]) => `${k}: ${String(v)}`);
  if (row.kind === 'director')
    return {
      from: config.mailFrom,
      to: config.mailToDirector,
      replyTo: String(payload.email ?? ''),
      subject: `Повідомлення директору з сайту (№ ${row.id})`,
      text: `${String(payload.text ?? '')}\n\n— ${String(payload.email ?? '')}, ${row.created_at}, мова: ${row.locale}\n`,
    };
  const title = vacancyTitle(Number(payload.vacancy_id)) ?? `#${String(payload.vacancy_id)}`;
  return {
    from: config.mailFrom,
    to: config.mailToHr,
    replyTo: String(payload.email ?? ''),
    subject: `Заява на вакансію: ${title} (№ ${row.id})`,
    text: `${lines.join('\n')}\n\n${row.created_at}, мова: ${row.locale}\n`,
    attachments: files.map((f) => ({ filename: f.original_name, path: join(uploadsDir, f.stored_name), contentType: f.type })),
  };
}

export function startHandoff(opts: {
  db: Db;
  config: FormsConfig;
  crm: CrmClient | null;
  mailer: Mailer;
  uploadsDir: string;
  vacancyTitle: (id: number) => string | null;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, config, crm, mailer, log } = opts;
  // A row is leased just before it is handed on, so two instances never send it both: the lease
  // outlasts one delivery (the CRM call's 15 s timeout) several times over, and a lease left by an
  // instance that stopped runs out and the row is due again.
  const leaseMs = 60_000;
  const due = (now: string) =>
    db.all<DueRow>(
      `SELECT h.id AS handoff_id, h.channel, h.attempts, s.id, s.kind, s.idempotency_key, s.locale, s.payload, s.created_at
       FROM handoffs h JOIN submissions s ON s.id = h.submission_id
       WHERE h.delivered_at IS NULL AND h.next_attempt_at <= ? AND (h.leased_until IS NULL OR h.leased_until < ?) AND (h.channel = 'mail' OR ? = 1)
       ORDER BY h.id LIMIT 20`,
      [now, now, crm ? 1 : 0],
    );
  /** One statement, so of two instances that read the row as due only one takes it. */
  const lease = async (id: number) => {
    const now = new Date().toISOString();
    const taken = await db.run('UPDATE handoffs SET leased_until = ? WHERE id = ? AND delivered_at IS NULL AND (leased_until IS NULL OR leased_until < ?)', [
      new Date(Date.now() + leaseMs).toISOString(),
      id,
      now,
    ]);
    return taken.changes === 1;
  };
  const filesOf = (id: number) => db.all<FileRow>('SELECT stored_name, original_name, type, size, sha256 FROM submission_files WHERE submission_id = ?', [id]);
  const delivered = (id: number) =>
    db.run('UPDATE handoffs SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, leased_until = NULL WHERE id = ?', [new Date().toISOString(), id]);
  const failed = (id: number, error: string, delayMs: number) =>
    db.run('UPDATE handoffs SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, leased_until = NULL WHERE id = ?', [
      error,
      new Date(Date.now() + delayMs).toISOString(),
      id,
    ]);
  let running = false;

  const deliver = async (row: DueRow) => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const files = await filesOf(row.id);
    if (row.channel === 'crm') {
      if (!crm) return;
      await crm(
        { id: row.id, kind: row.kind, locale: row.locale, created_at: row.created_at, payload, files: files.map((f) => ({ name: f.original_name, type: f.type, size: f.size, sha256: f.sha256 })) },
        row.idempotency_key,
      );
    } else {
      await mailer.send(describeMail(row, payload, files, opts.uploadsDir, config, opts.vacancyTitle), `${row.id}-${row.kind}`);
    }
  };

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const row of await due(new Date().toISOString())) {
        if (!(await lease(row.handoff_id))) continue;
        try {
          await deliver(row);
          await delivered(row.handoff_id);
        } catch (error) {
          const delayMs = Math.min(3_600_000, config.retryBaseMs * 2 ** row.attempts);
          await failed(row.handoff_id, String(error instanceof Error ? error.message : error).slice(0, 500), delayMs);
          log.warn({ submission: row.id, channel: row.channel, attempts: row.attempts + 1 }, 'hand-off failed, will retry');
        }
      }
    } catch (error) {
      log.error(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.intervalMs ?? 1000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
