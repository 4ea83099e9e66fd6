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

export function createRetention(db: Db, opts: { days: number; uploadsDir: string; mailDir: string }) {
  const cutoff = `-${opts.days} days`;
  const expired = db.prepare("SELECT id FROM submissions WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)");
  const filesOf = db.prepare("SELECT f.stored_name FROM submission_files f JOIN submissions s ON s.id = f.submission_id WHERE s.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)");
  // Files and hand-offs go with their submission (ON DELETE CASCADE).
  const remove = db.prepare("DELETE FROM submissions WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)");
  const removeResults = db.prepare("DELETE FROM speedtest_results WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)");

  /** Deletes what is past the period; answers how many submissions went. */
  async function prune(): Promise<number> {
    removeResults.run(`-${storedResultDays} days`);
    const ids = new Set((expired.all(cutoff) as { id: number }[]).map((r) => String(r.id)));
    if (ids.size === 0) return 0;
    const files = (filesOf.all(cutoff) as { stored_name: string }[]).map((r) => r.stored_name);
    const removed = remove.run(cutoff).changes;
    await Promise.all(files.map((name) => rm(join(opts.uploadsDir, name), { force: true })));
    const mails = await readdir(opts.mailDir).catch(() => [] as string[]);
    // An e-mail file is named "<submission id>-<kind>.eml".
    await Promise.all(mails.filter((name) => ids.has(name.split('-')[0] ?? '')).map((name) => rm(join(opts.mailDir, name), { force: true })));
    return removed;
  }
  return { prune };
}
