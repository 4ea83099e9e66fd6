import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import { createApplications } from '../../server/registration/applications';
import { createSessions, sessionRules } from '../../server/registration/sessions';
import { databaseFor, query } from '../support/database';

const dirs: string[] = [];
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** The sessions' store on a real database (SQLite, or PostgreSQL with TEST_DATABASE), with a clock the test moves. */
async function store() {
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-sessions-'));
  dirs.push(dir);
  const clock = { now: Date.UTC(2026, 10, 29, 12) };
  const db = await openDatabase(dir, migrations, await databaseFor(dir));
  open.push(db);
  await createApplications(db).seedDemo();
  return { sessions: createSessions(db, () => clock.now), clock, dir };
}

describe('registration sessions', () => {
  it('keeps only a hash of the token: the database alone opens nothing', async () => {
    const { sessions, dir } = await store();
    const token = await sessions.open('1001');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessions.applicationOf(token)).toBe('1001');
    const rows = await query<{ token_hash: string }>({ dataDir: dir }, 'SELECT token_hash FROM registration_sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(await sessions.applicationOf(rows[0]?.token_hash ?? '')).toBeNull();
  });

  it('ends a session after its hours', async () => {
    const { sessions, clock } = await store();
    const token = await sessions.open('1001');
    clock.now += sessionRules.lifetimeMs - 1;
    expect(await sessions.applicationOf(token)).toBe('1001');
    clock.now += 1;
    expect(await sessions.applicationOf(token)).toBeNull();
  });

  it('keeps at most 3 live sessions per application: a 4th drops the oldest', async () => {
    const { sessions, clock } = await store();
    const tokens = [];
    for (let i = 0; i < 4; i++) {
      tokens.push(await sessions.open('1001'));
      clock.now += 1000;
    }
    expect(await Promise.all(tokens.map((t) => sessions.applicationOf(t)))).toEqual([null, '1001', '1001', '1001']);
    // Another application's sessions are its own.
    const other = await sessions.open('1004');
    expect(await sessions.applicationOf(other)).toBe('1004');
    expect(await sessions.applicationOf(tokens[1] ?? '')).toBe('1001');
  });

  it('drops the oldest also when all four open in the same millisecond', async () => {
    const { sessions } = await store();
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push(await sessions.open('1001'));
    expect(await Promise.all(tokens.map((t) => sessions.applicationOf(t)))).toEqual([null, '1001', '1001', '1001']);
  });
});
