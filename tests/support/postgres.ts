/**
 * A real PostgreSQL server for the tests: Debian's binaries (package `postgresql`, or PG_BIN), a
 * fresh cluster in a temporary folder on a free port, fast and throwaway (no fsync), stopped at
 * the end. As root the cluster runs as the package's `postgres` user, as PostgreSQL requires.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface RunningPostgres {
  /** The server's own database: make one per suite with `database()`. */
  url: string;
  /** A new empty database on the server; its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL is needed for these tests: apt-get install -y postgresql (or set PG_BIN)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new empty database on the server of `serverUrl` (its `postgres` database's URL): the new one's URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-pg-'));
  const asRoot = process.getuid?.() === 0;
  const command = (name: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args]);
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(dir, uid as number, gid as number);
  }
  const data = join(dir, 'data');
  execFileSync(...command('initdb', ['-D', data, '-U', 'zorianet', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']), { stdio: 'pipe' });
  const port = await freePort();
  const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'];
  const server: ChildProcess = spawn(...command('postgres', ['-D', data, '-p', String(port), '-k', dir, ...settings]), { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stopNow = () => {
    if (server.exitCode === null) execFileSync(...command('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']), { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that ends without stopping it (a failed hook, an interrupt) leaves no server behind.
  process.once('exit', stopNow);
  const url = `postgres://zorianet@127.0.0.1:${port}/postgres`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    database: (name) => createDatabase(url, name),
    async stop() {
      // The fast shutdown: clients' connections closed, no wait for them. (As root the server runs
      // under runuser, which does not pass a signal on.)
      process.off('exit', stopNow);
      if (server.exitCode === null) execFileSync(...command('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w']), { stdio: 'pipe' });
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
