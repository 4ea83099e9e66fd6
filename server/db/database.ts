/** The SQLite file under DATA_DIR, opened once, migrated at start. */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Migration, migrations as allMigrations } from './migrations';
import { type Db, openSqlite } from './sqlite';

export type { Db } from './sqlite';

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

export function openDatabase(dataDir: string, migrations: Migration[] = allMigrations): Db {
  restrict(dataDir);
  const db = openSqlite(join(dataDir, 'site.db'));
  // Made by SQLite with the process's umask: set here whatever that is.
  chmodSync(join(dataDir, 'site.db'), 0o600);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

export function migrate(db: Db, migrations: Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const done = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]);
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (id, name) VALUES (?, ?)').run(m.id, m.name);
    })();
    applied.push(m.id);
  }
  return applied;
}
