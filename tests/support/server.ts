/** Starts the built server (dist/server/main.js) as a real process on a free port with its own data dir. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFor } from './database';

export const root = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Set when the tests run on PostgreSQL (TEST_DATABASE=postgres): this server's own database. */
  databaseUrl?: string | undefined;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A folder the test passes is the test's to remove (it may start the server on it again).
  const ownFolder = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'zorianet-test-'));
  const databaseUrl = env.DATABASE_URL ?? (await databaseFor(dataDir)) ?? undefined;
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // A start takes 2-8 s of wall time here, but up to a minute when the box's load is 20-30.
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 55_000);
    child.stdout.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    databaseUrl,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment for a command run on a server's storage (`npm run submissions`): its folder and database. */
export function storageEnv(server: Pick<RunningServer, 'dataDir' | 'databaseUrl'>): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: server.dataDir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runServerExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
