/**
 * The database as the server uses it: asynchronous, so one interface covers SQLite in this
 * process and a database server shared by several instances. Parameters are `?` placeholders.
 */
import type { Db as SyncDb } from './sqlite';

export interface RunResult {
  changes: number;
}

export interface Db {
  /** `sqlite` or `postgres`: the few statements that differ are chosen by it. */
  readonly engine: 'sqlite' | 'postgres';
  all<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(sql: string, params?: readonly unknown[]): Promise<RunResult>;
  /** Statements without parameters, several at once (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction on `tx`, committed when it resolves and rolled back when it throws. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/**
 * SQLite through its synchronous driver. One connection serves every request, so a transaction
 * that awaits holds the connection: whatever else comes meanwhile waits for it to end, as it
 * would for a lock on a database server.
 */
export function sqliteDb(sync: SyncDb): Db {
  const statements = new Map<string, ReturnType<SyncDb['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sync.prepare(sql);
      // Bounded: the server's statements are fixed strings; a cache that grew would be a defect.
      if (statements.size < 500) statements.set(sql, statement);
    }
    return statement;
  };
  const direct = {
    all: <T>(sql: string, params: readonly unknown[] = []) => prepared(sql).all(...params) as T[],
    get: <T>(sql: string, params: readonly unknown[] = []) => prepared(sql).get(...params) as T | undefined,
    run: (sql: string, params: readonly unknown[] = []) => ({ changes: Number(prepared(sql).run(...params).changes) }),
    exec: (sql: string) => sync.exec(sql),
  };
  /** The end of the transaction now open (or of the last one), which the next caller waits for. */
  let held: Promise<void> = Promise.resolve();
  let open = false;
  const whenFree = async <R>(work: () => R): Promise<R> => {
    while (open) await held;
    return work();
  };

  const inTransaction = (depth: number): Db => ({
    engine: 'sqlite',
    all: async (sql, params) => direct.all(sql, params),
    get: async (sql, params) => direct.get(sql, params),
    run: async (sql, params) => direct.run(sql, params),
    exec: async (sql) => direct.exec(sql),
    transaction: async (fn) => {
      const name = `t${depth}`;
      sync.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(inTransaction(depth + 1));
        sync.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        sync.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  });

  return {
    engine: 'sqlite',
    all: (sql, params) => whenFree(() => direct.all(sql, params)),
    get: (sql, params) => whenFree(() => direct.get(sql, params)),
    run: (sql, params) => whenFree(() => direct.run(sql, params)),
    exec: (sql) => whenFree(() => direct.exec(sql)),
    transaction: async (fn) => {
      while (open) await held;
      open = true;
      let end = () => {};
      held = new Promise((resolve) => (end = resolve));
      try {
        sync.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(inTransaction(1));
          sync.exec('COMMIT');
          return result;
        } catch (error) {
          sync.exec('ROLLBACK');
          throw error;
        }
      } finally {
        open = false;
        end();
      }
    },
    close: async () => {
      while (open) await held;
      sync.close();
    },
  };
}
