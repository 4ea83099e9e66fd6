/**
 * The database interface the server uses (server/db/db.ts) over a real SQLite file: a
 * transaction that awaits keeps the connection to itself, so nothing another request does lands
 * inside it; it commits whole or not at all; a nested one is a savepoint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, sqliteDb } from '../../server/db/db';
import { openSqlite } from '../../server/db/sqlite';

let dir: string;
let db: Db;
const values = async () => (await db.all<{ v: string }>('SELECT v FROM t ORDER BY rowid')).map((r) => r.v);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zorianet-db-'));
  db = sqliteDb(openSqlite(join(dir, 'test.db')));
  await db.exec('CREATE TABLE t (v TEXT NOT NULL UNIQUE)');
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the async database over SQLite', () => {
  it('runs statements with ? parameters and answers rows, one row and changes', async () => {
    expect(await db.run('INSERT INTO t (v) VALUES (?), (?)', ['a', 'b'])).toEqual({ changes: 2 });
    expect(await db.get<{ v: string }>('SELECT v FROM t WHERE v = ?', ['b'])).toEqual({ v: 'b' });
    expect(await db.get('SELECT v FROM t WHERE v = ?', ['zzz'])).toBeUndefined();
    expect(await values()).toEqual(['a', 'b']);
  });

  it('keeps what another caller writes out of a transaction that is waiting on something', async () => {
    const order: string[] = [];
    const first = db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['in-tx']);
      await tick(); // a network call, a file written: the transaction stays open meanwhile
      order.push('tx done');
      throw new Error('the CRM said no');
    });
    // Sent while the transaction is open: it waits for the transaction, then runs on its own.
    const outside = db.run('INSERT INTO t (v) VALUES (?)', ['outside']).then(() => order.push('outside written'));
    await expect(first).rejects.toThrow('the CRM said no');
    await outside;
    expect(order).toEqual(['tx done', 'outside written']);
    // The rollback took only the transaction's row.
    expect(await values()).toEqual(['outside']);
  });

  it('runs transactions one after another, each whole', async () => {
    const write = (v: string) =>
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', [`${v}1`]);
        await tick();
        await tx.run('INSERT INTO t (v) VALUES (?)', [`${v}2`]);
        return v;
      });
    expect(await Promise.all([write('a'), write('b'), write('c')])).toEqual(['a', 'b', 'c']);
    expect(await values()).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
  });

  it('rolls a nested transaction back to its savepoint, and keeps the outer one', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['outer']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO t (v) VALUES (?)', ['inner']);
          await inner.run('INSERT INTO t (v) VALUES (?)', ['outer']); // UNIQUE: refused
        }),
      ).rejects.toThrow(/UNIQUE/);
    });
    expect(await values()).toEqual(['outer']);
  });

  it('closes once the open transaction has ended', async () => {
    let ended = false;
    const open = db.transaction(async (tx) => {
      await tick();
      await tx.run('INSERT INTO t (v) VALUES (?)', ['last']);
      ended = true;
    });
    const closed = db.close();
    await open;
    await closed;
    expect(ended).toBe(true);
    const reopened = sqliteDb(openSqlite(join(dir, 'test.db')));
    expect(await reopened.all('SELECT v FROM t')).toEqual([{ v: 'last' }]);
    db = reopened;
  });
});
