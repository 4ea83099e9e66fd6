/**
 * Submissions are kept for SUBMISSION_RETENTION_DAYS after they arrive, then deleted with
 * their hand-off rows, their uploaded file and the e-mails written for them under
 * DATA_DIR/mail: the privacy policy states this period. Stored speed-test results have their
 * own fixed period (storedResultDays). Run at start and every few hours.
 * Registration questionnaires, their consents and photos (server/registration) have no period
 * here: they are kept while their application is open, as the CRM decides, not by their age.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { storedResultDays } from '../../src/domain/speedtest/stored-result';
import type { Db } from '../db/database';

/** The moment `days` ago, written as the rows' times are (ISO 8601, UTC, milliseconds). */
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000).toISOString();

export function createRetention(db: Db, opts: { days: number; uploadsDir: string; mailDir: string }) {
  /** Deletes what is past the period; answers how many submissions went. */
  async function prune(): Promise<number> {
    const cutoff = daysAgo(opts.days);
    await db.run('DELETE FROM speedtest_results WHERE created_at < ?', [daysAgo(storedResultDays)]);
    const ids = new Set((await db.all<{ id: number }>('SELECT id FROM submissions WHERE created_at < ?', [cutoff])).map((r) => String(r.id)));
    if (ids.size === 0) return 0;
    const files = (
      await db.all<{ stored_name: string }>('SELECT f.stored_name FROM submission_files f JOIN submissions s ON s.id = f.submission_id WHERE s.created_at < ?', [cutoff])
    ).map((r) => r.stored_name);
    // Files and hand-offs go with their submission (ON DELETE CASCADE).
    const removed = (await db.run('DELETE FROM submissions WHERE created_at < ?', [cutoff])).changes;
    await Promise.all(files.map((name) => rm(join(opts.uploadsDir, name), { force: true })));
    const mails = await readdir(opts.mailDir).catch(() => [] as string[]);
    // An e-mail file is named "<submission id>-<kind>.eml".
    await Promise.all(mails.filter((name) => ids.has(name.split('-')[0] ?? '')).map((name) => rm(join(opts.mailDir, name), { force: true })));
    return removed;
  }
  return { prune };
}
