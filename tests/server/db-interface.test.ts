/**
 * The database interface the server uses (server/db/db.ts), over a real SQLite file and a real
 * PostgreSQL server: another caller's write beside a transaction that awaits stays whole when
 * the transaction rolls back; a transaction commits whole or not at all; a nested one is a savepoint; and the migrations make the same
 * schema on both, applied once even when two instances start together.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { type Db, sqliteDb } from '../../server/db/db';
import { migrations } from '../../server/db/migrations';
import { numbered, postgresDb } from '../../server/db/postgres';
import { openSqlite } from '../../server/db/sqlite';
import { bothEngines } from '../support/engines';

const fixtures = bothEngines('db');

const engines: { name: string; open: () => Promise<Db> }[] = [
  { name: 'SQLite', open: async () => sqliteDb(openSqlite(join(fixtures.dir(), 'test.db'))) },
  { name: 'PostgreSQL', open: async () => postgresDb(await fixtures.database()) },
];
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(engines)('the async database over $name', ({ open }) => {
  let db: Db;
  const values = async () => (await db.all<{ v: string }>('SELECT v FROM t ORDER BY n')).map((r) => r.v);
  beforeEach(async () => {
    db = await open();
    await db.exec('CREATE TABLE t (n INTEGER NOT NULL, v TEXT NOT NULL UNIQUE)');
  });
  afterEach(async () => {
    await db.close().catch(() => undefined);
  });

  it('runs statements with ? parameters and answers rows, one row and changes', async () => {
    expect(await db.run('INSERT INTO t (n, v) VALUES (?, ?), (?, ?)', [1, 'a?', 2, 'b'])).toEqual({ changes: 2 });
    expect(await db.get("SELECT v FROM t WHERE v = ? AND v <> '?'", ['b'])).toEqual({ v: 'b' });
    expect(await db.get('SELECT v FROM t WHERE v = ?', ['zzz'])).toBeUndefined();
    expect(await db.get('SELECT COUNT(*) AS n FROM t')).toEqual({ n: 2 });
    expect(await values()).toEqual(['a?', 'b']);
  });

  it('rolls back only its own writes while another caller writes beside a transaction that waits', async () => {
    let inside: string[] = [];
    const first = db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (n, v) VALUES (?, ?)', [1, 'in-tx']);
      await tick(); // a network call, a file written: the transaction stays open meanwhile
      inside = (await tx.all<{ v: string }>('SELECT v FROM t ORDER BY n')).map((r) => r.v);
      throw new Error('the CRM said no');
    });
    const outside = db.run('INSERT INTO t (n, v) VALUES (?, ?)', [2, 'outside']);
    await expect(first).rejects.toThrow('the CRM said no');
    await outside;
    // The rollback took only the transaction's own row. (SQLite kept the other write out
    // altogether; PostgreSQL's read committed shows the transaction a row committed meanwhile.)
    expect(inside).toContain('in-tx');
    expect(await values()).toEqual(['outside']);
  });

  it('commits each transaction whole', async () => {
    const write = (n: number, v: string) =>
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t (n, v) VALUES (?, ?)', [n, `${v}1`]);
        await tick();
        await tx.run('INSERT INTO t (n, v) VALUES (?, ?)', [n + 1, `${v}2`]);
        return v;
      });
    expect(await Promise.all([write(1, 'a'), write(3, 'b'), write(5, 'c')])).toEqual(['a', 'b', 'c']);
    expect(await values()).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
  });

  it('rolls a nested transaction back to its savepoint, and keeps the outer one', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (n, v) VALUES (?, ?)', [1, 'outer']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO t (n, v) VALUES (?, ?)', [2, 'inner']);
          await inner.run('INSERT INTO t (n, v) VALUES (?, ?)', [3, 'outer']); // UNIQUE: refused
        }),
      ).rejects.toThrow(/unique/i);
    });
    expect(await values()).toEqual(['outer']);
  });
});

describe('the migrations', () => {
  const columns = async (db: Db) =>
    db.engine === 'postgres'
      ? (await db.all<{ t: string; c: string }>("SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2")).map((r) => `${r.t}.${r.c}`)
      : (
          await Promise.all(
            (await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")).map(async ({ name }) =>
              (await db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${name}')`)).map((c) => `${name}.${c.name}`),
            ),
          )
        )
          .flat()
          .sort();

  it('make the same tables and columns in SQLite and PostgreSQL', async () => {
    const sqlite = await openDatabase(fixtures.dir());
    const url = await fixtures.database();
    const pgDb = await openDatabase(fixtures.dir(), migrations, url);
    try {
      const expected = await columns(sqlite);
      expect(expected).toContain('handoffs.next_attempt_at');
      expect(await columns(pgDb)).toEqual(expected);
    } finally {
      await sqlite.close();
      await pgDb.close();
    }
  });

  it('are applied once when two instances start on one PostgreSQL at the same moment', async () => {
    const url = await fixtures.database();
    const both = await Promise.all([openDatabase(fixtures.dir(), migrations, url), openDatabase(fixtures.dir(), migrations, url)]);
    try {
      const applied = await both[0].all<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(applied.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
      // Times as the code writes and compares them: ISO 8601, UTC, milliseconds.
      const row = await both[1].get<{ created_at: string }>("INSERT INTO submissions (kind, locale, payload) VALUES ('callback', 'uk', '{}') RETURNING created_at");
      expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await expect(both[1].run("INSERT INTO submissions (kind, locale, payload) VALUES ('callback', 'uk', 'not json')")).rejects.toThrow();
    } finally {
      await Promise.all(both.map((db) => db.close()));
    }
  });
});

describe('numbered', () => {
  it('numbers ? placeholders and leaves a ? in quotes alone', () => {
    expect(numbered("SELECT ? AS a, '?' AS b, \"?\" AS c, ? AS d WHERE x = 'it''s ?' AND y = ?")).toBe("SELECT $1 AS a, '?' AS b, \"?\" AS c, $2 AS d WHERE x = 'it''s ?' AND y = $3");
  });
});
