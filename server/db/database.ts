/** The SQLite file under DATA_DIR, opened once, migrated at start, used through the async Db. */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Migration, migrations as allMigrations } from './migrations';
import { type Db, sqliteDb } from './db';
import { openSqlite } from './sqlite';

export type { Db } from './db';

/**
 * The data folder holds visitors' submissions, resumes and e-mails: only the server's user may
 * read it (0700, files 0600), also when an older version made it 0755 and 0644.
 */
function restrict(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) {
    const path = join(dataDir, name);
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

export async function openDatabase(dataDir: string, migrations: Migration[] = allMigrations): Promise<Db> {
  restrict(dataDir);
  const sync = openSqlite(join(dataDir, 'site.db'));
  // Made by SQLite with the process's umask: set here whatever that is.
  chmodSync(join(dataDir, 'site.db'), 0o600);
  sync.exec('PRAGMA journal_mode = WAL');
  sync.exec('PRAGMA foreign_keys = ON');
  sync.exec('PRAGMA busy_timeout = 5000');
  const db = sqliteDb(sync);
  await migrate(db, migrations);
  return db;
}

export async function migrate(db: Db, migrations: Migration[]): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const done = new Set((await db.all<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.run('INSERT INTO schema_migrations (id, name) VALUES (?, ?)', [m.id, m.name]);
    });
    applied.push(m.id);
  }
  return applied;
}
