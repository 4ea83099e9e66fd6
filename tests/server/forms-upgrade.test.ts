/**
 * A data dir made by the version before the hand-off table and the mail folder had their own
 * names: the server starts on it, keeps every row, delivers what was pending and keeps the
 * e-mails already written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import { query } from '../support/forms';
import { type RunningServer, root, startServer } from '../support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-upgrade-'));
let server: RunningServer;

beforeAll(async () => {
  // The schema as the older version left it: its migrations only, with a delivered and a pending row.
  const db = await openDatabase(dataDir, migrations.filter((m) => m.id <= 2));
  const add = "INSERT INTO submissions (kind, idempotency_key, locale, payload, consent_at) VALUES (?, ?, 'uk', ?, '2026-11-01T10:00:00.000Z') RETURNING id";
  const callback = (await db.get<{ id: number }>(add, ['callback', 'old-callback', JSON.stringify({ fullname: 'Олена Петрівна', phone: '+380671234567' })]))?.id;
  const director = (await db.get<{ id: number }>(add, ['director', 'old-director', JSON.stringify({ email: 'old@example.com', text: 'Лист, що чекав на відправку.' })]))?.id;
  await db.run("INSERT INTO outbox (submission_id, channel, delivered_at) VALUES (?, 'crm', '2026-11-01T10:00:05.000Z')", [callback]);
  await db.run("INSERT INTO outbox (submission_id, channel) VALUES (?, 'mail')", [director]);
  await db.close();
  mkdirSync(join(dataDir, 'outbox'));
  writeFileSync(join(dataDir, 'outbox', '1-director.eml'), 'Subject: written before the upgrade\n');
  server = await startServer({ DATA_DIR: dataDir, HANDOFF_RETRY_BASE_MS: '200' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('forms: a data dir from before the renames', () => {
  it('keeps the hand-off rows under their new table name', async () => {
    const tables = (await query<{ name: string }>({ dataDir }, "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('outbox', 'handoffs')")).map((r) => r.name);
    expect(tables).toEqual(['handoffs']);
    const crm = await query<{ delivered_at: string }>({ dataDir }, "SELECT delivered_at FROM handoffs WHERE channel = 'crm'");
    expect(crm).toEqual([{ delivered_at: '2026-11-01T10:00:05.000Z' }]);
  });

  it('delivers the e-mail that was pending, into the mail folder, beside the ones written before', async () => {
    await expect.poll(() => (existsSync(join(dataDir, 'mail')) ? readdirSync(join(dataDir, 'mail')).sort() : []), { timeout: 10_000 }).toEqual(['1-director.eml', '2-director.eml']);
    expect(readFileSync(join(dataDir, 'mail', '1-director.eml'), 'utf8')).toBe('Subject: written before the upgrade\n');
    expect(readFileSync(join(dataDir, 'mail', '2-director.eml'), 'utf8')).toMatch(/^Reply-To: old@example\.com/m);
    expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
    // The hand-off is marked delivered just after its file is written.
    await expect
      .poll(async () => (await query<{ n: number }>({ dataDir }, "SELECT COUNT(*) AS n FROM handoffs WHERE channel = 'mail' AND delivered_at IS NOT NULL"))[0]?.n, { timeout: 10_000 })
      .toBe(1);
  });

  it('npm run submissions lists the old rows with their CRM delivery', () => {
    const out = execFileSync(process.execPath, ['-e', `import('${join(root, 'dist', 'server', 'submissions.js')}').then(m => m.runSubmissionsCli(['export'], '${root}')).then(c => process.exit(c))`], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const rows = JSON.parse(out) as { kind: string; crm_delivered_at: string | null }[];
    expect(rows.map((r) => [r.kind, r.crm_delivered_at])).toEqual([
      ['director', null],
      ['callback', '2026-11-01T10:00:05.000Z'],
    ]);
  });
});
