// The built site for the benches: builds when stale, and starts dist/server/main.js on a free
// port with its own data directory.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export function buildSite() {
  execFileSync(process.execPath, [join(root, 'scripts', 'start.mjs')], { stdio: 'inherit', env: { ...process.env, BUILD_ONLY: '1' } });
}

/** nodeArgs: flags for Node itself (the CPU profile's `--cpu-prof`); stop() resolves once it has exited. */
export async function startServer(env = {}, { nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: child.pid, dataDir, stop };
}
