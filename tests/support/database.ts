/**
 * Which database the server tests run against. By default each server has its SQLite file in its
 * data folder; with TEST_DATABASE=postgres each gets a fresh database on the one real PostgreSQL
 * server the run started (tests/support/postgres-setup.ts). Tests read and change rows through the same async Db the
 * server uses, so one test reads either engine.
 */
import { join } from 'node:path';
import { type Db, sqliteDb } from '../../server/db/db';
import { postgresDb } from '../../server/db/postgres';
import { openSqlite } from '../../server/db/sqlite';
import { createDatabase } from './postgres';
import { inject } from 'vitest';

/** What a test knows of a server's storage: its data folder, and its database when that is PostgreSQL. */
export interface Storage {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export const onPostgres = process.env.TEST_DATABASE === 'postgres';

let made = 0;
/** Each data folder's database, so a server restarted on the same folder finds its rows. */
const databases = new Map<string, string>();

/** The DATABASE_URL for a server on `dataDir`: null on SQLite; the folder's own database on PostgreSQL. */
export async function databaseFor(dataDir: string): Promise<string | null> {
  if (!onPostgres) return null;
  const known = databases.get(dataDir);
  if (known) return known;
  // The run's server (tests/support/postgres-setup.ts); a name no other file's process makes.
  const url = await createDatabase(inject('postgresUrl'), `t${process.pid}_${++made}`);
  databases.set(dataDir, url);
  return url;
}

/** Runs `fn` on the storage's database and closes it after. */
export async function withDb<T>(storage: Storage, fn: (db: Db) => Promise<T>): Promise<T> {
  const url = storage.databaseUrl ?? databases.get(storage.dataDir);
  const db = url ? postgresDb(url, 1) : sqliteDb(openSqlite(join(storage.dataDir, 'site.db')));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

export const query = <T>(storage: Storage, sql: string, ...params: unknown[]): Promise<T[]> => withDb(storage, (db) => db.all<T>(sql, params));

/** Changes the live server's rows directly (what time or a crash would do): how many changed. */
export const execute = (storage: Storage, sql: string, ...params: unknown[]): Promise<number> => withDb(storage, async (db) => (await db.run(sql, params)).changes);

export async function countRows(storage: Storage, table = 'submissions'): Promise<number> {
  const [row] = await query<{ n: number | string }>(storage, `SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}
