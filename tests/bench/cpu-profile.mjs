// `npm run bench -- cpu-profile [--path /] [--seconds 10] [--unique] [--env NAME=value]`: starts the built
// server under `node --cpu-prof`, loads one page with Chromium's Accept-Encoding at 50
// connections, stops it and prints the profile's self time by function and by package.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildSite, root, startServer } from './server.mjs';

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
}

/** Self time per node of a .cpuprofile, summed by function and by where its code lives. */
export function summarise(profile, top = 15, skipUs = 0, requests = 0) {
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // Samples before `skipUs` (the server's start) are left out: the load alone is summed.
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += dt[i] ?? 0;
    if (at >= skipUs) self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fns = new Map();
  const places = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.replace(/^file:\/\//, '').replace(root, '');
    const fn = `${functionName || '(anonymous)'} ${file ? `${file.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`.trim();
    fns.set(fn, (fns.get(fn) ?? 0) + us);
    const place = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file.startsWith('node:') ? file : file ? (file.includes('dist/server') ? 'dist/server (our code, bundled)' : file) : functionName);
    places.set(place, (places.get(place) ?? 0) + us);
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `| ${name} | ${(us / 1000).toFixed(0)} | ${((us / total) * 100).toFixed(1)} % |${requests ? ` ${(us / 1000 / requests).toFixed(3)} |` : ''}`);
  // Per request: the steady measure when other work shares the cores (rates swing, this less).
  const perHead = requests ? ' ms per request |' : '';
  const perRule = requests ? '---:|' : '';
  const ours = new Map([...fns].filter(([name]) => /assets\/|main\.js|entry-server/.test(name)));
  return [
    `profile: ${(total / 1e6).toFixed(1)} s sampled${requests ? `, ${requests} requests, ${(total / 1000 / requests).toFixed(2)} ms of server time per request (idle included)` : ''}`,
    `| function (self time) | ms | share |${perHead}`,
    `|---|---:|---:|${perRule}`,
    ...rows(fns),
    '',
    `| package or file (self time) | ms | share |${perHead}`,
    `|---|---:|---:|${perRule}`,
    ...rows(places),
    '',
    `| our code, by function (self time) | ms | share |${perHead}`,
    `|---|---:|---:|${perRule}`,
    ...rows(ours),
  ].join('\n');
}

/** User and system CPU time of a process so far (all its threads), from /proc, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime: fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function run(args = []) {
  const path = option(args, 'path', '/');
  const seconds = Number(option(args, 'seconds', '10'));
  const extra = Object.fromEntries(args.flatMap((a, i) => (args[i - 1] === '--env' ? [a.split('=')] : [])));
  const unique = args.includes('--unique');
  buildSite();
  const spawned = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-prof-'));
  const server = await startServer(extra, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  const { url } = server;
  // Let the start's work (content, the known pages) finish: the profile is of the load.
  await new Promise((r) => setTimeout(r, Number(option(args, 'settle', '8')) * 1000));
  const cpuBefore = cpuMs(server.pid);
  const loadStarted = Date.now();
  // unique: a new value of ?nocache= on every request (the old server rendered each of them).
  const requests = unique ? [{ setupRequest: (req) => ({ ...req, path: `${req.path}?nocache=${Math.random().toString(36).slice(2)}` }) }] : undefined;
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: url + path, connections: 50, duration: seconds, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, requests }, (e, r) => (e ? reject(e) : resolve(r))),
  );
  const cpuUsed = cpuMs(server.pid) - cpuBefore;
  await server.stop();
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  console.log(`\n${path}${unique ? ' (unique ?nocache=)' : ''} ${JSON.stringify(extra)}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  // CPU time (all of the server's threads, compression's pool too) per answer: unlike the rate,
  // it hardly moves when other processes share the cores.
  console.log(`server CPU: ${cpuUsed.toFixed(0)} ms for ${result.requests.total} answers, ${(cpuUsed / result.requests.total).toFixed(2)} ms per answer`);
  console.log(summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')), 15, (loadStarted - spawned) * 1000, result.requests.total));
  rmSync(dir, { recursive: true, force: true });
}
