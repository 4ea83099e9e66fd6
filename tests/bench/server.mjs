// The built site for the benches: builds when stale, and starts dist/server/main.js on a free
// port with its own data directory.
import { execFileSync, spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * A proxy in front of the site at `origin`: `answer(req, res)` answers what it knows (true), and
 * everything else goes to the site as it is. Resolves to its URL and its stop.
 */
export async function startProxy(origin, answer) {
  const target = new URL(origin);
  const server = createServer((req, res) => {
    if (answer(req, res)) return;
    const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

/** CPU time (user + system, clock ticks) a process has used so far, from /proc. */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Resolves once `quiet(previous, now)` holds for two samples taken a second apart, or `maxMs`
 * after the call; resolves to the time waited.
 */
async function untilQuiet(sample, quiet, maxMs) {
  const started = Date.now();
  let last = sample();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = sample();
    if (quiet(last, now)) return Date.now() - started;
    last = now;
  }
  return Date.now() - started;
}

/**
 * Resolves once the server has been idle for a second (at most 2 ticks of CPU in it), at most
 * `maxMs` after the call: after it starts, the server renders and compresses every known page
 * (server/render/prerender.ts), work that would fall on the first pages a bench measures.
 */
export function untilIdle(pid, maxMs = 120_000) {
  return untilQuiet(() => cpuTicks(pid), (last, now) => now - last <= 2, maxMs);
}

/** Busy and total CPU ticks of the whole machine, from /proc/stat. */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: total - idle, total };
}

/**
 * Resolves once the whole machine has been at most `share` busy for a second, at most `maxMs`
 * after the call: a run then starts on an idle box, not beside what the run before it left going
 * (a service worker that a page registered late in its trace, installing in the same browser).
 */
export function untilMachineIdle(share = 0.1, maxMs = 60_000) {
  return untilQuiet(machineTicks, (last, now) => (now.busy - last.busy) / Math.max(1, now.total - last.total) <= share, maxMs);
}
