// A shaped network link with a known truth, between two network namespaces:
//
//   <name>-srv (198.18.0.1) <-veth-> <name>-rtr <-veth-> <name>-cli (198.18.1.1)
//
// The router holds the bottleneck of each direction: HTB at the configured
// rate over a bfifo sized in bytes (the buffer). When delay, jitter or loss is
// asked for, policy routing sends each direction through its own TUN device
// into a user-space delay line (delayline.c), because this kernel has no
// netem, and the bottleneck sits on that TUN device's egress; otherwise it
// sits on the router's veth egress. See README.md.
//
// Only addresses of the benchmarking range 198.18.0.0/15 are used, and all of
// them live in namespaces this module creates, so no traffic leaves the machine.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const execFileAsync = promisify(execFile);

export const SERVER_ADDR = '198.18.0.1';
export const CLIENT_ADDR = '198.18.1.1';
const ROUTER_SRV_ADDR = '198.18.0.254';
const ROUTER_CLI_ADDR = '198.18.1.254';

// A full-size TCP segment on the wire: 14 Ethernet + 20 IPv4 + 32 TCP (with
// timestamps) + 1448 payload. HTB counts the 1514 bytes, goodput is the 1448.
const FRAME_BYTES = 1514;
const PAYLOAD_BYTES = 1448;

// The delay line's TUN devices, one per direction, and the routing table
// that steers each direction into its device.
const TUN = {
  down: { dev: 'dl-down', iif: 'to-srv', table: '100' },
  up: { dev: 'dl-up', iif: 'to-cli', table: '101' },
};

// ---------------------------------------------------------------- commands --

/** Runs a command synchronously; errors carry the command line and its stderr. */
function run(cmd, args, opts = {}) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: 'pipe', ...opts }); // stdin: pass opts.input
  } catch (err) {
    const stderr = err.stderr ? String(err.stderr).trim() : err.message;
    throw new Error(`\`${cmd} ${args.join(' ')}\` failed: ${stderr}`, { cause: err });
  }
}

/** Like run(), but for cleanup: a failure (e.g. "already gone") is not an error. */
function tryRun(cmd, args) {
  try {
    return run(cmd, args);
  } catch {
    return '';
  }
}

const nsArgs = (ns, cmd, args) => ['netns', 'exec', ns, cmd, ...args];
const runIn = (ns, cmd, args, opts) => run('ip', nsArgs(ns, cmd, args), opts);

/** Async variant, for measurements that run concurrently (ping under load). */
async function runInAsync(ns, cmd, args, opts = {}) {
  try {
    const { stdout } = await execFileAsync('ip', nsArgs(ns, cmd, args), { maxBuffer: 64 << 20, ...opts });
    return stdout;
  } catch (err) {
    throw new Error(`\`${cmd} ${args.join(' ')}\` in ${ns} failed: ${String(err.stderr || err.message).trim()}`, {
      cause: err,
    });
  }
}

const hasCommand = (cmd) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

// ------------------------------------------------------------------- tools --

// What we call -> the Debian package that provides it.
const REQUIRED = [
  { ok: () => hasCommand('ip') && hasCommand('tc'), pkg: 'iproute2' },
  { ok: () => hasCommand('iperf3'), pkg: 'iperf3' },
  { ok: () => hasCommand('ping'), pkg: 'iputils-ping' },
  { ok: () => hasCommand('ethtool'), pkg: 'ethtool' },
  { ok: () => hasCommand('cc'), pkg: 'gcc' },
  { ok: () => existsSync('/usr/include/stdio.h'), pkg: 'libc6-dev' },
  { ok: () => existsSync('/usr/include/linux/if_tun.h'), pkg: 'linux-libc-dev' },
];

const missingPackages = () => [...new Set(REQUIRED.filter((r) => !r.ok()).map((r) => r.pkg))];

function aptInstall(pkgs) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { env, timeout: 600_000 });
  try {
    install();
  } catch {
    // Usually a stale or missing package list: refresh once and retry.
    run('apt-get', ['update', '-qq'], { env, timeout: 600_000 });
    install();
  }
}

/** Installs (quietly, via apt-get) whatever Debian packages the link needs. */
export async function ensureTools() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`netlink needs root (namespaces, tc) and these Debian packages: ${missing.join(' ')}`);
  }
  try {
    aptInstall(missing);
  } catch (err) {
    throw new Error(`netlink: could not install ${missing.join(' ')} with apt-get: ${err.message}`, { cause: err });
  }
  const still = missingPackages();
  if (still.length) throw new Error(`netlink: still missing after apt-get install: ${still.join(' ')}`);
}

// ------------------------------------------------------ cleanup on exit ----

const liveLinks = new Set();
let exitHandlersInstalled = false;

// A crash or Ctrl-C must not leave namespaces (and their processes) behind.
function installExitHandlers() {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  const cleanupAll = () => {
    for (const link of liveLinks) link.destroySync();
  };
  process.once('exit', cleanupAll);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(sig, () => {
      cleanupAll();
      process.kill(process.pid, sig); // our listener is gone: re-raise for the default exit
    });
  }
}

const listNamespaces = () =>
  tryRun('ip', ['netns', 'list'])
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter(Boolean);

/** Kills every process inside `ns` (all started by this module) and deletes it. */
function removeNamespace(ns) {
  if (!listNamespaces().includes(ns)) return;
  for (const pid of tryRun('ip', ['netns', 'pids', ns]).split(/\s+/).filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  tryRun('ip', ['netns', 'del', ns]);
}

const tempPrefix = (name) => `netlink-${name}-`;

/** Leftovers of an earlier run with the same name that crashed before cleanup. */
function removeLeftovers(name, namespaces) {
  for (const ns of namespaces) removeNamespace(ns);
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(tempPrefix(name))) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}

// --------------------------------------------------------------- topology --

function createNamespaces(namespaces) {
  for (const ns of namespaces) {
    run('ip', ['netns', 'add', ns]);
    runIn(ns, 'ip', ['link', 'set', 'lo', 'up']);
  }
}

/** One veth pair, created straight into its two namespaces (no name clash in the root one). */
function addVeth(nsA, devA, addrA, nsB, devB, addrB) {
  run('ip', ['link', 'add', devA, 'netns', nsA, 'type', 'veth', 'peer', 'name', devB, 'netns', nsB]);
  runIn(nsA, 'ip', ['addr', 'add', `${addrA}/24`, 'dev', devA]);
  runIn(nsB, 'ip', ['addr', 'add', `${addrB}/24`, 'dev', devB]);
  runIn(nsA, 'ip', ['link', 'set', devA, 'up']);
  runIn(nsB, 'ip', ['link', 'set', devB, 'up']);
}

/**
 * Usually the endpoints segment in software before sending, so that the
 * bottleneck sees 1514-byte frames as on a real wire: a 64 KB TSO/GSO lump
 * would not fit a small bfifo, would leave the bottleneck in one piece, and
 * on a TUN device the size table would add its 14 bytes once per lump instead
 * of once per frame. At 1 Gbit/s, though, segmenting every packet costs more
 * CPU than 2 cores have, so when there is no delay line and the buffer holds
 * many lumps, the lumps are allowed (HTB still charges every segment's
 * headers). GRO stays on: it works at the receiver, after the bottleneck.
 */
function setOffloads(ns, dev, segmentation) {
  const onOff = segmentation ? 'on' : 'off';
  runIn(ns, 'ethtool', ['-K', dev, 'tso', onOff, 'gso', onOff, 'gro', 'on']);
}

const GSO_MAX_BYTES = 65536;
const allowSegmentationOffload = (useDelayLine, bufferLimit) => !useDelayLine && bufferLimit >= 4 * GSO_MAX_BYTES;

function buildTopology({ serverNs, clientNs, routerNs }, { segmentationOffload }) {
  createNamespaces([serverNs, clientNs, routerNs]);
  addVeth(serverNs, 'to-rtr', SERVER_ADDR, routerNs, 'to-srv', ROUTER_SRV_ADDR);
  addVeth(clientNs, 'to-rtr', CLIENT_ADDR, routerNs, 'to-cli', ROUTER_CLI_ADDR);
  runIn(serverNs, 'ip', ['route', 'add', 'default', 'via', ROUTER_SRV_ADDR]);
  runIn(clientNs, 'ip', ['route', 'add', 'default', 'via', ROUTER_CLI_ADDR]);
  setOffloads(serverNs, 'to-rtr', segmentationOffload);
  setOffloads(clientNs, 'to-rtr', segmentationOffload);
  // rp_filter off (see addDelayDevice); "all" would otherwise win over the device.
  for (const key of ['net.ipv4.ip_forward=1', 'net.ipv4.conf.all.rp_filter=0', 'net.ipv4.conf.default.rp_filter=0']) {
    runIn(routerNs, 'sysctl', ['-qw', key]);
  }
}

// --------------------------------------------------------------- shaping ----

const bytesPerSec = (rateMbit) => (rateMbit * 1e6) / 8;

const bufferLimitBytes = (rateMbit, bufferMs) =>
  Math.max(2 * FRAME_BYTES, Math.round((bytesPerSec(rateMbit) * bufferMs) / 1000));

/**
 * HTB is the rate limiter and a bfifo under it is the bottleneck buffer, sized
 * in bytes (rate x buffer time) so that a full buffer adds exactly bufferMs.
 * On a TUN device (no link layer) a size table adds the 14 Ethernet bytes, so
 * HTB and bfifo count the same 1514-byte frames as on a veth.
 */
function shapeEgress(ns, dev, rateMbit, bufferMs, { addEthernetHeader = false } = {}) {
  const rate = `${Math.round(rateMbit * 1e6)}bit`;
  const limit = bufferLimitBytes(rateMbit, bufferMs);
  // 1 ms worth of tokens: enough that a late HTB watchdog does not cost
  // throughput at 1 Gbit/s, small enough not to matter for the delay.
  const burst = Math.max(2 * FRAME_BYTES, Math.round(bytesPerSec(rateMbit) / 1000));
  const stab = addEthernetHeader ? ['stab', 'overhead', '14'] : [];
  runIn(ns, 'tc', ['qdisc', 'replace', 'dev', dev, 'root', 'handle', '1:', ...stab, 'htb', 'default', '1']);
  runIn(ns, 'tc', [
    'class', 'add', 'dev', dev, 'parent', '1:', 'classid', '1:1', 'htb',
    'rate', rate, 'ceil', rate, 'burst', `${burst}b`, 'cburst', `${burst}b`, 'quantum', `${20 * FRAME_BYTES}`,
  ]);
  runIn(ns, 'tc', ['qdisc', 'add', 'dev', dev, 'parent', '1:1', 'handle', '10:', 'bfifo', 'limit', `${limit}`]);
  return limit;
}

// ------------------------------------------------------------ delay line ----

function compileDelayLine(dir) {
  const bin = join(dir, 'delayline');
  run('cc', ['-O2', '-pthread', '-o', bin, join(HERE, 'delayline.c')]);
  return bin;
}

/** Resolves once `child` prints a line matching `re`; rejects if it exits or times out first. */
function waitForOutput(child, re, what, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const done = (fn, arg) => {
      clearTimeout(timer);
      child.stdout.off('data', onOut);
      child.stderr.off('data', onErr);
      child.off('exit', onExit);
      fn(arg);
    };
    const onOut = (d) => {
      out += d;
      if (re.test(out)) done(resolve);
    };
    const onErr = (d) => (err += d);
    const onExit = (code) => done(reject, new Error(`${what} exited (${code}) before it was ready: ${err.trim()}`));
    const timer = setTimeout(() => done(reject, new Error(`${what} not ready after ${timeoutMs} ms: ${err.trim()}`)), timeoutMs);
    child.stdout.on('data', onOut);
    child.stderr.on('data', onErr);
    child.on('exit', onExit);
  });
}

const packetsPerSec = (rateMbit) => bytesPerSec(rateMbit) / FRAME_BYTES;

// Enough slots for the packets in flight inside the delay line, with room to
// spare (the bottleneck is in front of it, so arrivals never exceed the rate).
function delayLineSlots(rateMbit, oneWayMs, jitterMs) {
  const needed = (packetsPerSec(rateMbit) * 2 * (oneWayMs + jitterMs + 50)) / 1000;
  return Math.max(4096, 2 ** Math.ceil(Math.log2(needed)));
}

/**
 * Every packet the delay line writes back is forwarded, crosses a veth and is
 * received by the endpoint's TCP stack, and by default all of that runs
 * inside the delay line's write(): one thread then does most of the link's
 * work and tops out well below 300 Mbit/s. So the delay line is pinned to the
 * last CPU and that work is steered (RPS) to the others. Measured on 2 cores
 * at 300 Mbit/s: packets leave ~1 ms late on average unsteered, ~5 us steered.
 */
function planCpus() {
  const n = cpus().length;
  if (n < 2) return null;
  return { delayLineCpu: n - 1, rpsMask: cpuMask(n - 1) };
}

/** sysfs CPU mask of CPUs 0..n-1: hex, in comma-separated 32-bit groups. */
function cpuMask(n) {
  const hex = ((1n << BigInt(n)) - 1n).toString(16);
  const groups = [];
  for (let end = hex.length; end > 0; end -= 8) groups.unshift(hex.slice(Math.max(0, end - 8), end));
  return groups.join(',');
}

/** The device's sysfs is only visible from inside its namespace. */
function steerReceiveWork(ns, dev, mask) {
  runIn(ns, 'sh', ['-c', `echo ${mask} > /sys/class/net/${dev}/queues/rx-0/rps_cpus`]);
}

/**
 * One TUN device per direction; the bottleneck (HTB + bfifo) sits on its
 * egress, so packets are queued and rate-limited first and then delayed, like
 * on a real access link. This order also matters here: the delay line can be
 * stalled for a few ms when the VM is descheduled, and since it comes after
 * the bottleneck, a stall only delays packets instead of bursting them into
 * the bottleneck buffer and overflowing it.
 */
function addDelayDevice(ns, { dev, iif, table }, { rateMbit, bufferMs, cpuPlan }) {
  runIn(ns, 'ip', ['tuntap', 'add', 'dev', dev, 'mode', 'tun']);
  // The TUN queue between bottleneck and delay line only fills while the delay
  // line is stalled: make it hold ~100 ms so a stall costs delay, not loss.
  const txqueuelen = Math.max(1000, Math.ceil(packetsPerSec(rateMbit) / 10));
  runIn(ns, 'ip', ['link', 'set', dev, 'txqueuelen', String(txqueuelen), 'up']);
  // rp_filter off: packets coming back out of the TUN device carry source
  // addresses that the main table routes via the veths.
  runIn(ns, 'sysctl', ['-qw', `net.ipv4.conf.${dev}.rp_filter=0`]);
  shapeEgress(ns, dev, rateMbit, bufferMs, { addEthernetHeader: true });
  if (cpuPlan) steerReceiveWork(ns, dev, cpuPlan.rpsMask);
  return () => {
    runIn(ns, 'ip', ['route', 'add', 'default', 'dev', dev, 'table', table]);
    runIn(ns, 'ip', ['rule', 'add', 'iif', iif, 'lookup', table, 'pref', table]);
  };
}

/**
 * Everything arriving from the server veth goes into the down device,
 * everything from the client veth into the up device (policy routing); what
 * the delay line writes back is routed normally by the main table.
 */
async function startDelayLine(link, { rateMbit, upMbit, rttMs, jitterMs, lossPct, bufferMs, jitterDist, seed, batchUs }) {
  const ns = link.routerNs;
  const bin = compileDelayLine(link.tempDir);
  const cpuPlan = planCpus();
  const enableRoutes = [
    addDelayDevice(ns, TUN.down, { rateMbit, bufferMs, cpuPlan }),
    addDelayDevice(ns, TUN.up, { rateMbit: upMbit, bufferMs, cpuPlan }),
  ];
  const args = [
    '--down-dev', TUN.down.dev, '--up-dev', TUN.up.dev,
    // Half the RTT each way; jitter +-jitterMs/2 each way, so the RTT stays within rttMs +- jitterMs.
    '--delay', String(rttMs / 2), '--jitter', String(jitterMs / 2), '--loss', String(lossPct / 100),
    '--dist', jitterDist, '--slots', String(delayLineSlots(Math.max(rateMbit, upMbit), rttMs / 2, jitterMs)),
    '--rt', '50', // precise wake-ups despite iperf3 competing for the 2 cores
    ...(cpuPlan ? ['--cpu', String(cpuPlan.delayLineCpu)] : []),
    ...(seed ? ['--seed', String(seed)] : []),
    ...(batchUs > 0 ? ['--batch-us', String(batchUs)] : []),
  ];
  const child = spawn('ip', nsArgs(ns, bin, args), { stdio: ['ignore', 'pipe', 'pipe'] });
  link.delayLine = child;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d) => (link.delayLineLog += d));
  await waitForOutput(child, /^ready$/m, 'delayline');
  child.stdout.resume();
  for (const enable of enableRoutes) enable(); // only once the devices have a reader
}

/** SIGTERM, then wait briefly so its exit counters land in delayLineLog. */
function stopDelayLine(link) {
  const child = link.delayLine;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 2000);
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ------------------------------------------------------------------- link ---

function validate({ name, rateMbit, upMbit, rttMs, jitterMs, lossPct, bufferMs, jitterDist }) {
  if (!/^[a-z][a-z0-9]{0,11}$/.test(name)) throw new Error(`netlink: bad link name "${name}"`);
  if (!(rateMbit > 0 && upMbit > 0)) throw new Error('netlink: rateMbit and upMbit must be > 0');
  if (!(rttMs >= 0 && jitterMs >= 0 && bufferMs > 0)) throw new Error('netlink: rttMs, jitterMs >= 0, bufferMs > 0');
  if (!(lossPct >= 0 && lossPct <= 100)) throw new Error('netlink: lossPct must be within 0..100');
  if (!['uniform', 'normal'].includes(jitterDist)) throw new Error('netlink: jitterDist is uniform or normal');
  // A one-way delay cannot go below zero: the clipped draws would raise the
  // mean RTT above rttMs. Uniform offsets reach jitterMs/2 each way, normal
  // ones (sigma jitterMs/2, clipped at 3 sigma) 1.5 x jitterMs.
  const maxOffset = jitterDist === 'uniform' ? jitterMs / 2 : 1.5 * jitterMs;
  if (maxOffset > rttMs / 2) {
    throw new Error(`netlink: jitterMs ${jitterMs} (${jitterDist}) is too large for rttMs ${rttMs}: delays would clip at 0`);
  }
}

class ShapedLink {
  constructor(name, opts) {
    this.name = name;
    this.serverNs = `${name}-srv`;
    this.clientNs = `${name}-cli`;
    this.routerNs = `${name}-rtr`;
    this.serverAddr = SERVER_ADDR;
    this.clientAddr = CLIENT_ADDR;
    this.config = opts;
    // TCP goodput of each direction's line: down is server -> client.
    this.truth = { down: (opts.rateMbit * PAYLOAD_BYTES) / FRAME_BYTES, up: (opts.upMbit * PAYLOAD_BYTES) / FRAME_BYTES };
    this.truthMbit = this.truth.down;
    this.bufferBytes = bufferLimitBytes(opts.rateMbit, opts.bufferMs);
    this.tempDir = null;
    this.delayLine = null;
    this.delayLineLog = '';
    this.children = new Set();
    this.destroyed = false;
    // Usable as detached functions too: const { exec, destroy } = link.
    for (const method of ['exec', 'execAsync', 'spawnIn', 'destroy', 'destroySync']) this[method] = this[method].bind(this);
  }

  get namespaces() {
    return [this.serverNs, this.clientNs, this.routerNs];
  }

  /** Runs `cmd` inside namespace `ns` and returns its stdout. */
  exec(ns, cmd, args = [], opts = {}) {
    return runIn(ns, cmd, args, opts);
  }

  /** Async exec, for measurements that must overlap. */
  execAsync(ns, cmd, args = [], opts = {}) {
    return runInAsync(ns, cmd, args, opts);
  }

  /** Starts `cmd` inside `ns`; it is killed by destroy() if still running. */
  spawnIn(ns, cmd, args = [], opts = {}) {
    const child = spawn('ip', nsArgs(ns, cmd, args), { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    return child;
  }

  async destroy() {
    if (this.destroyed) return;
    await stopDelayLine(this);
    this.destroySync();
  }

  /** Synchronous so it can run from process.on('exit'). Idempotent. */
  destroySync() {
    if (this.destroyed) return;
    this.destroyed = true;
    liveLinks.delete(this);
    for (const child of [...this.children, this.delayLine].filter(Boolean)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    for (const ns of this.namespaces) removeNamespace(ns);
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
  }
}

/**
 * How the delay line wakes: on a 500 us period while packets come closer
 * than that, per packet otherwise (idle pings still wake it one by one, so
 * idle round trips are as exact as before). Measured with 8 iperf3 streams
 * @ 20 ms on a guest whose task switches and timers are dear (delay line's
 * share of a CPU, machine idle): 100 Mbit/s per packet 56-59 % (47 % idle),
 * a 200 us period 28-30 % (61-65 %), 500 us 14.5 % (78 %); 50 Mbit/s per
 * packet 35-36 % (63 %), 500 us 9-11 % (80-85 %); 10 Mbit/s 11.8 % (80 %)
 * and 9.2 % (87 %), goodput at the truth each time. A browser beside it then
 * gets the line: the site's test at 100 Mbit/s @ 20 ms read -10.6 % (download
 * median of 3) with per-packet wake-ups and -0.2 % with 500 us. Packets
 * arriving within a period leave together, as they do from a NIC that
 * coalesces interrupts. See delayline.c.
 */
export const defaultBatchUs = () => 500;

/**
 * Builds the shaped link. rttMs is split evenly between the directions and
 * comes on top of the base RTT (ping: about +0.3-0.5 ms in all, with the delay
 * line); uniform jitter spreads each idle RTT over rttMs +- jitterMs; lossPct
 * applies independently to each direction; rateMbit is the download's rate
 * (server -> client), upMbit the upload's. See README.md for all options.
 */
export async function createShapedLink({
  name = 'zst',
  rateMbit,
  upMbit = rateMbit,
  rttMs = 0,
  jitterMs = 0,
  lossPct = 0,
  bufferMs = 20,
  jitterDist = 'uniform',
  seed = 0,
  batchUs = defaultBatchUs(),
} = {}) {
  validate({ name, rateMbit, upMbit, rttMs, jitterMs, lossPct, bufferMs, jitterDist });
  const link = new ShapedLink(name, { rateMbit, upMbit, rttMs, jitterMs, lossPct, bufferMs, jitterDist });
  installExitHandlers();
  removeLeftovers(name, link.namespaces);
  liveLinks.add(link);
  try {
    link.tempDir = mkdtempSync(join(tmpdir(), tempPrefix(name)));
    const useDelayLine = rttMs > 0 || jitterMs > 0 || lossPct > 0;
    const segmentationOffload = allowSegmentationOffload(useDelayLine, bufferLimitBytes(Math.min(rateMbit, upMbit), bufferMs));
    buildTopology(link, { segmentationOffload });
    if (useDelayLine) {
      await startDelayLine(link, { rateMbit, upMbit, rttMs, jitterMs, lossPct, bufferMs, jitterDist, seed, batchUs });
    } else {
      // Without a delay line the router's veth egress is the bottleneck.
      shapeEgress(link.routerNs, 'to-cli', rateMbit, bufferMs);
      shapeEgress(link.routerNs, 'to-srv', upMbit, bufferMs);
    }
  } catch (err) {
    await link.destroy();
    throw err;
  }
  return link;
}

// ------------------------------------------------------------ measuring ----

/**
 * Bulk TCP goodput with iperf3, as the receiver saw it, in Mbit/s.
 * reverse=false: client -> server (upload); reverse=true: server -> client
 * (download, as seen from the client).
 *
 * Defaults are chosen to measure the link, not a congestion controller:
 * - 8 cubic streams. A single flow leaves a shallow buffer (20 ms against a
 *   100 ms RTT) idle after each loss, and BBR (this machine's default)
 *   overruns it, losing 5-20 % of its packets and wandering +-4 % in goodput.
 *   Four cubic flows still now and then lose together and fall 2-5 % short
 *   at 100 ms; eight keep the bottleneck busy.
 * - iperf3's own receiver total divides every byte received, including the
 *   data still in flight when the sender stops (an RTT plus the queue), by the
 *   sender's duration: several % too high on long paths. So the test runs a
 *   little longer and only the receiver's 1 s intervals between `omit`
 *   (ramp-up, not counted) and omit + seconds are summed.
 */
export async function measureTruth(
  link,
  { seconds = 5, reverse = false, omit = 2, congestion = 'cubic', streams = 8, port = 5201 } = {},
) {
  // -J on the server too, so that --get-server-output hands back its
  // intervals as JSON (in upload tests the server is the receiver).
  const server = link.spawnIn(link.serverNs, 'iperf3', ['-s', '-1', '-J', '-B', link.serverAddr, '-p', String(port)]);
  server.stdout.resume(); // keep draining, or a full pipe would stall the server
  try {
    await waitForListener(link, server, port);
    const args = [
      '-c', link.serverAddr, '-p', String(port), '-t', String(omit + seconds + 1), '-i', '1', '-J', '--get-server-output',
    ];
    if (reverse) args.push('-R');
    if (congestion) args.push('-C', congestion);
    if (streams > 1) args.push('-P', String(streams));
    const out = await link.execAsync(link.clientNs, 'iperf3', args, { timeout: (seconds + omit + 30) * 1000 });
    return receiverGoodput(JSON.parse(out), reverse, omit, omit + seconds);
  } finally {
    await killAndWait(server); // so the next test cannot mistake it for its own listener
  }
}

function killAndWait(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

/** In JSON mode iperf3 prints nothing until the end, so watch the socket table. */
async function waitForListener(link, server, port, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`iperf3 server exited (${server.exitCode}) before listening`);
    if (link.exec(link.serverNs, 'ss', ['-Hltn', `sport = :${port}`]).trim()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`iperf3 server not listening on port ${port} after ${timeoutMs} ms`);
}

/**
 * Mbit/s over the receiver's intervals whose middle lies within [from, to]
 * seconds (under CPU load interval boundaries drift a little off whole seconds).
 */
function receiverGoodput(result, reverse, from, to) {
  if (result.error) throw new Error(`iperf3: ${result.error}`);
  // With -R the client is the receiver; otherwise the server's report is.
  const intervals = reverse ? result.intervals : result.server_output_json?.intervals;
  if (!intervals) throw new Error('iperf3: no receiver intervals in the JSON output');
  let bytes = 0;
  let secs = 0;
  for (const { sum } of intervals) {
    const middle = (sum.start + sum.end) / 2;
    if (middle > from && middle < to) {
      bytes += sum.bytes;
      secs += sum.seconds;
    }
  }
  if (secs < (to - from) * 0.9) throw new Error(`iperf3: only ${secs.toFixed(2)} s of receiver intervals in ${from}-${to} s`);
  return (bytes * 8) / secs / 1e6;
}

/**
 * Ping RTT from the client to the server, in ms: { min, avg, max, mdev, lossPct }
 * (mdev is ping's: the standard deviation). All-lost gives NaN times.
 */
export async function measureRtt(link, count = 20, { intervalS = 0.1 } = {}) {
  const args = ['-n', '-q', '-c', String(count), '-i', String(intervalS), '-W', '2', link.serverAddr];
  let out;
  try {
    out = await link.execAsync(link.clientNs, 'ping', args);
  } catch (err) {
    out = String(err.cause?.stdout ?? ''); // ping exits 1 when no reply came back at all
    if (!/100% packet loss/.test(out)) throw err;
  }
  const loss = /([\d.]+)% packet loss/.exec(out);
  const rtt = /= ([\d.]+)\/([\d.]+)\/([\d.]+)\/([\d.]+) ms/.exec(out);
  if (!loss) throw new Error(`ping: no summary in: ${out}`);
  const [min, avg, max, mdev] = rtt ? rtt.slice(1).map(Number) : [NaN, NaN, NaN, NaN];
  return { min, avg, max, mdev, lossPct: Number(loss[1]) };
}
