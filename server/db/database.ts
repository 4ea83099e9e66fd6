/** The SQLite file under DATA_DIR, opened once, migrated at start. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Migration, migrations as allMigrations } from './migrations';
import { type Db, openSqlite } from './sqlite';

export type { Db } from './sqlite';

export function openDatabase(dataDir: string, migrations: Migration[] = allMigrations): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = openSqlite(join(dataDir, 'site.db'));
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
