/**
 * The database, opened once and migrated at start: the SQLite file under DATA_DIR, or the
 * PostgreSQL server of DATABASE_URL that several instances share. Both through the async Db.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Migration, migrations as allMigrations, forPostgres, postgresSql } from './migrations';
import { type Db, sqliteDb } from './db';
import { postgresDb } from './postgres';
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

export async function openDatabase(dataDir: string, migrations: Migration[] = allMigrations, databaseUrl: string | null = null): Promise<Db> {
  if (databaseUrl) {
    const db = postgresDb(databaseUrl);
    try {
      await migrate(db, migrations);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  restrict(dataDir);
  const sync = openSqlite(join(dataDir, 'site.db'));
  // Made by SQLite with the process's umask: set here whatever that is.
  chmodSync(join(dataDir, 'site.db'), 0o600);
  sync.exec('PRAGMA journal_mode = WAL');
  sync.exec('PRAGMA foreign_keys = ON');
  const db = sqliteDb(sync);
  await migrate(db, migrations);
  return db;
}

/** Any number; the same in every instance, so two starting at once migrate one after the other. */
const migrationLock = 7_240_035;

export async function migrate(db: Db, migrations: Migration[]): Promise<number[]> {
  const postgres = db.engine === 'postgres';
  const applied: number[] = [];
  const pending = async (q: Db) => {
    const ddl = `CREATE TABLE IF NOT EXISTS schema_migrations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`;
    await q.exec(postgres ? postgresSql(ddl) : ddl);
    const done = new Set((await q.all<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    return [...migrations].sort((a, b) => a.id - b.id).filter((m) => !done.has(m.id));
  };
  const apply = async (tx: Db, m: Migration) => {
    await tx.exec(postgres ? forPostgres(m) : m.sql);
    await tx.run('INSERT INTO schema_migrations (id, name) VALUES (?, ?)', [m.id, m.name]);
    applied.push(m.id);
  };
  if (postgres) {
    // One transaction under a lock the other instances wait for: they then find nothing to do.
    await db.transaction(async (tx) => {
      await tx.get('SELECT pg_advisory_xact_lock(?)', [migrationLock]);
      for (const m of await pending(tx)) await apply(tx, m);
    });
    return applied;
  }
  for (const m of await pending(db)) await db.transaction((tx) => apply(tx, m));
  return applied;
}
