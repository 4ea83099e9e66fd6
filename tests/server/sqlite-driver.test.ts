/** The SQLite API the server uses behaves alike on either driver (Node 20: better-sqlite3; 22.13+ and 24: node:sqlite). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/sqlite';

const dirs: string[] = [];
function fresh() {
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-sqlite-'));
  dirs.push(dir);
  const db = openSqlite(join(dir, 'x.db'));
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
  return { db, file: join(dir, 'x.db') };
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe(`SQLite on Node ${process.versions.node}`, () => {
  it('takes the runtime’s own driver where it has one', () => {
    const { db } = fresh();
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(db.driver).toBe(major > 22 || (major === 22 && minor >= 13) ? 'node:sqlite' : 'better-sqlite3');
    db.close();
  });

  it('runs, reads and plucks', () => {
    const { db } = fresh();
    const insert = db.prepare('INSERT OR IGNORE INTO t (v) VALUES (?)');
    expect(insert.run('a').changes).toBe(1);
    expect(insert.run('a').changes).toBe(0);
    expect(Number(insert.run('b').lastInsertRowid)).toBe(2);
    expect({ ...(db.prepare('SELECT id, v FROM t WHERE v = ?').get('b') as object) }).toEqual({ id: 2, v: 'b' });
    expect(db.prepare('SELECT v FROM t ORDER BY id').pluck().all()).toEqual(['a', 'b']);
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(2);
    expect(db.prepare('SELECT v FROM t WHERE id = 99').get()).toBeUndefined();
    db.close();
  });

  it('commits a transaction whole or leaves nothing of it', () => {
    const { db } = fresh();
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    const many = db.transaction((values: string[]) => values.forEach((v) => insert.run(v)));
    many(['a', 'b']);
    expect(() => many(['c', 'a'])).toThrow(/UNIQUE/);
    expect(db.prepare('SELECT v FROM t ORDER BY id').pluck().all()).toEqual(['a', 'b']);
    // Nested: the inner one's failure, caught, undoes only the inner one.
    const outer = db.transaction(() => {
      insert.run('d');
      try {
        many(['e', 'd']);
      } catch {
        // the savepoint is rolled back
      }
      return 'done';
    });
    expect(outer()).toBe('done');
    expect(db.prepare('SELECT v FROM t ORDER BY id').pluck().all()).toEqual(['a', 'b', 'd']);
    db.close();
  });

  it('opens read-only, and refuses a missing file when told to', () => {
    const { db, file } = fresh();
    db.prepare('INSERT INTO t (v) VALUES (?)').run('a');
    db.close();
    const ro = openSqlite(file, { readonly: true, fileMustExist: true });
    expect(ro.prepare('SELECT count(*) FROM t').pluck().get()).toBe(1);
    expect(() => ro.prepare('INSERT INTO t (v) VALUES (?)').run('b')).toThrow(/readonly|read-only/i);
    ro.close();
    expect(() => openSqlite(`${file}.missing`, { readonly: true, fileMustExist: true })).toThrow();
  });
});
