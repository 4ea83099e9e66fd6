/**
 * Several instances of the built server on one real PostgreSQL, with a CRM stand-in, as a
 * provider runs them behind a balancer: started together (the first migrates, the others wait
 * for its lock) and stopped with everything they used.
 */
import pg from 'pg';
import { type RunningCrm, startCrm } from './crm';
import { type RunningPostgres, startPostgres } from './postgres';
import { type RunningServer, startServer } from './server';

export interface RunningInstances {
  postgres: RunningPostgres;
  /** Their shared database. */
  url: string;
  crm: RunningCrm;
  /** What each was started with: start another (or one again) with it. */
  env: Record<string, string>;
  servers: RunningServer[];
  /** Rows of their database, with `$1` parameters. */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startInstances(count: number, env: Record<string, string>): Promise<RunningInstances> {
  const postgres = await startPostgres();
  const url = await postgres.database('site');
  const crm = await startCrm();
  const shared = { CAPTCHA_MAX_COUNTER: '2000', ...env, DATABASE_URL: url, CRM_WEBHOOK_URL: crm.url };
  const servers = await Promise.all(Array.from({ length: count }, () => startServer(shared)));
  return {
    postgres,
    url,
    crm,
    env: shared,
    servers,
    async rows<T>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      await postgres.stop();
      crm.close();
    },
  };
}
