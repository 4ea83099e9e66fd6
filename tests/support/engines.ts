/**
 * For suites that run one test on both engines: a real PostgreSQL for the file (stopped after
 * it) and a fresh temporary folder for each test, where SQLite keeps its file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type RunningPostgres, startPostgres } from './postgres';

/** `name` (plain lowercase) names the folders and the databases. */
export function bothEngines(name: string) {
  let postgres: RunningPostgres | undefined;
  let made = 0;
  let dir = '';
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `zorianet-${name}-`));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return {
    /** This test's folder. */
    dir: () => dir,
    /** A new empty PostgreSQL database: its URL. */
    database: () => {
      if (!postgres) throw new Error('PostgreSQL has not started');
      return postgres.database(`${name}${++made}`);
    },
  };
}
