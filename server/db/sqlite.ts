/**
 * One synchronous SQLite API over the driver the runtime has: Node's own `node:sqlite` where it
 * exists without a flag (22.13+, 24), better-sqlite3 on Node 20. better-sqlite3 12 aborts the
 * process on Node 24 when a statement is collected, and 13 needs Node 22 (docs/server-hardening.md,
 * "Runtime"). Only what the server uses is here: prepare (run, get, all, pluck), exec, transaction.
 */
import { accessSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Statement {
  run(...params: unknown[]): RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  /** Rows become the value of their first column. */
  pluck(): Statement;
}

export interface Db {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  /** A function that runs `fn` in a transaction (a savepoint when one is open), as better-sqlite3's. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  close(): void;
  /** Which driver this is: `node:sqlite` or `better-sqlite3`. */
  readonly driver: string;
}

export interface OpenOptions {
  readonly?: boolean;
  fileMustExist?: boolean;
}

interface NativeStatement {
  run(...params: unknown[]): RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
interface NativeDb {
  prepare(sql: string): NativeStatement;
  exec(sql: string): unknown;
  close(): void;
}

const require = createRequire(import.meta.url);

function nodeSqlite(): (new (file: string, options: { readOnly?: boolean }) => NativeDb) | null {
  try {
    return (require('node:sqlite') as { DatabaseSync: new (file: string, options: { readOnly?: boolean }) => NativeDb }).DatabaseSync;
  } catch {
    return null;
  }
}

const firstColumn = (row: unknown) => (row && typeof row === 'object' ? Object.values(row)[0] : row);

function statement(native: NativeStatement, plucked = false): Statement {
  return {
    run: (...params) => native.run(...params),
    get: (...params) => {
      const row = native.get(...params);
      return plucked ? firstColumn(row) : row;
    },
    all: (...params) => {
      const rows = native.all(...params);
      return plucked ? rows.map(firstColumn) : rows;
    },
    pluck: () => statement(native, true),
  };
}

export function openSqlite(file: string, options: OpenOptions = {}): Db {
  const DatabaseSync = nodeSqlite();
  let native: NativeDb;
  let driver: string;
  if (DatabaseSync) {
    if (options.fileMustExist) accessSync(file);
    native = new DatabaseSync(file, { readOnly: options.readonly ?? false });
    driver = 'node:sqlite';
  } else {
    const BetterSqlite = require('better-sqlite3') as new (file: string, options: OpenOptions) => NativeDb;
    native = new BetterSqlite(file, { readonly: options.readonly ?? false, fileMustExist: options.fileMustExist ?? false });
    driver = 'better-sqlite3';
  }
  // Another connection's write (the server's, a test's, the CLI's) is waited for, not refused at
  // once: better-sqlite3 waits 5 s by itself, node:sqlite not at all.
  native.exec('PRAGMA busy_timeout = 5000');
  let depth = 0;
  return {
    driver,
    prepare: (sql) => statement(native.prepare(sql)),
    exec: (sql) => void native.exec(sql),
    close: () => native.close(),
    transaction:
      (fn) =>
      (...args) => {
        const name = `t${depth}`;
        native.exec(depth === 0 ? 'BEGIN' : `SAVEPOINT ${name}`);
        depth++;
        try {
          const result = fn(...args);
          depth--;
          native.exec(depth === 0 ? 'COMMIT' : `RELEASE ${name}`);
          return result;
        } catch (error) {
          depth--;
          native.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${name}; RELEASE ${name}`);
          throw error;
        }
      },
  };
}
