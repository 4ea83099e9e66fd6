/**
 * Vitest's global setup when the suites run on PostgreSQL (TEST_DATABASE=postgres): one real
 * PostgreSQL server for the whole run, started before the first file and stopped after the last,
 * whatever the files did. Each file makes its own databases on it (tests/support/database.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
