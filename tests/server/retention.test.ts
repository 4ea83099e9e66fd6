/**
 * Submissions past SUBMISSION_RETENTION_DAYS are deleted with their hand-offs, their uploaded
 * file and their written e-mails; newer ones stay. The server prunes at start.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { countRows, withDb } from '../support/database';
import { runServerExpectingFailure, startServer } from '../support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-retention-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function seed(id: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await withDb({ dataDir }, async (db) => {
    await db.run("INSERT INTO submissions (id, kind, locale, payload, created_at, client_ip) VALUES (?, 'vacancy', 'uk', '{}', ?, '10.0.0.1')", [id, at]);
    await db.run("INSERT INTO submission_files (submission_id, stored_name, original_name, type, size, sha256) VALUES (?, ?, 'cv.pdf', 'application/pdf', 4, 'x')", [id, `file-${id}.pdf`]);
    await db.run("INSERT INTO handoffs (submission_id, channel, delivered_at) VALUES (?, 'mail', ?)", [id, at]);
  });
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  mkdirSync(join(dataDir, 'mail'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', `file-${id}.pdf`), '%PDF');
  writeFileSync(join(dataDir, 'mail', `${id}-vacancy.eml`), 'Subject: x\r\n\r\n');
}

it('deletes submissions older than the period, with their file, hand-offs and e-mails, at start', async () => {
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  await seed(1, 40);
  await seed(2, 5);
  const second = await startServer({ DATA_DIR: dataDir, SUBMISSION_RETENTION_DAYS: '30' });
  try {
    expect(await countRows({ dataDir }, 'submissions')).toBe(1);
    expect(await countRows({ dataDir }, 'submission_files')).toBe(1);
    expect(await countRows({ dataDir }, 'handoffs')).toBe(1);
    expect(existsSync(join(dataDir, 'uploads', 'file-1.pdf'))).toBe(false);
    expect(existsSync(join(dataDir, 'mail', '1-vacancy.eml'))).toBe(false);
    expect(existsSync(join(dataDir, 'uploads', 'file-2.pdf'))).toBe(true);
    expect(existsSync(join(dataDir, 'mail', '2-vacancy.eml'))).toBe(true);
  } finally {
    await second.stop();
  }
});

it('refuses a period shorter than the idempotency keys live', async () => {
  const { code, output } = await runServerExpectingFailure({ SUBMISSION_RETENTION_DAYS: '3' });
  expect(code).toBe(1);
  expect(output).toContain('SUBMISSION_RETENTION_DAYS must be a whole number from 8');
});
