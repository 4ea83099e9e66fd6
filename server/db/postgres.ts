/**
 * PostgreSQL behind the same interface as SQLite (DATABASE_URL): a pool of connections, each
 * transaction on a connection of its own, so several app instances share one database.
 */
import pg from 'pg';
import type { Db } from './db';

// COUNT(*) and BIGINT columns come back as numbers: the server's are ids, counts and times in
// milliseconds, all far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** `?` placeholders as PostgreSQL's `$1, $2, …`; a `?` inside quotes is text, not a parameter. */
export function numbered(sql: string): string {
  let n = 0;
  let quote: string | null = null;
  let out = '';
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '?') {
      out += `$${++n}`;
      continue;
    }
    out += ch;
  }
  return out;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

function statements(q: Queryable) {
  const query = (sql: string, params: readonly unknown[] = []) => q.query(numbered(sql), [...params]);
  return {
    all: async <T>(sql: string, params?: readonly unknown[]) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, params?: readonly unknown[]) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params?: readonly unknown[]) => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
    // Without parameters the driver sends the text as it is: several statements at once.
    exec: async (sql: string) => void (await q.query(sql)),
  };
}

function inTransaction(client: pg.PoolClient, depth: number): Db {
  return {
    engine: 'postgres',
    ...statements(client),
    transaction: async (fn) => {
      const name = `t${depth}`;
      await client.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(inTransaction(client, depth + 1));
        await client.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
}

export function postgresDb(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'zorianet-site' });
  // An idle connection the server dropped: the pool replaces it; the next query says so if it fails.
  pool.on('error', () => undefined);
  return {
    engine: 'postgres',
    ...statements(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      // A connection that cannot even roll back is dropped, not handed to the next caller.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(inTransaction(client, 1));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
