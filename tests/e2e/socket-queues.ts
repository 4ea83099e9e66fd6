/**
 * The kernel's view of a server's loopback connections (Linux /proc/net/tcp): bytes the server
 * has written into its sockets that the browser has not read yet, sampled while a test runs.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface QueueSample {
  /** When the read of the queues began and ended, epoch ms: the kernel walks its whole table. */
  at: number;
  end: number;
  /** The server's unacknowledged send queues plus its clients' unread receive queues, bytes. */
  bytes: number;
}

/** Bytes queued in the kernel between the server on `port` and its clients on this machine. */
export function queuedBytes(port: number, read = (file: string) => readFileSync(file, 'utf8')): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let bytes = 0;
  // IPv4 only, as the e2e server listens on 127.0.0.1 (each read walks the kernel's whole table, ms).
  for (const line of read('/proc/net/tcp').split('\n').slice(1)) {
    const [, local, remote, , queues] = line.trim().split(/\s+/);
    if (!local || !remote || !queues) continue;
    const [tx, rx] = queues.split(':').map((hex) => parseInt(hex, 16)) as [number, number];
    // On loopback a byte in the client's receive queue is already acknowledged: counted once.
    if (local.endsWith(hexPort)) bytes += tx;
    else if (remote.endsWith(hexPort)) bytes += rx;
  }
  return bytes;
}

// A thread of its own: the test's event loop stalls for a hundred ms and more under CPU load.
const sampler = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const queuedBytes = ${queuedBytes.toString()};
const samples = [];
const now = () => performance.timeOrigin + performance.now();
const take = () => {
  const at = now();
  const bytes = queuedBytes(workerData.port, (f) => readFileSync(f, 'utf8'));
  samples.push({ at, end: now(), bytes });
};
let timer;
const loop = () => { take(); timer = setTimeout(loop, workerData.everyMs); };
loop();
parentPort.once('message', () => { clearTimeout(timer); take(); parentPort.postMessage(samples); });
`;

/**
 * The queued bytes at epoch ms t: between the values of the samples around it (the queues fill
 * and drain within tens of ms, while the sampler can wait hundreds under CPU load), and the gap.
 */
export function queuedAt(samples: QueueSample[], t: number): { low: number; high: number; gapMs: number } {
  const before = samples.findLastIndex((s) => s.end <= t);
  const after = samples.findIndex((s) => s.at >= t);
  if (before < 0 || after < 0) throw new Error(`no queue samples around ${t}`);
  const around = samples.slice(before, after + 1).map((s) => s.bytes);
  return { low: Math.min(...around), high: Math.max(...around), gapMs: (samples[after] as QueueSample).at - (samples[before] as QueueSample).end };
}

/** Samples queuedBytes, `everyMs` after each sample, (on a worker thread) until `stop()` resolves with the samples. */
export function sampleQueues(port: number, everyMs = 3): { stop: () => Promise<QueueSample[]> } {
  const worker = new Worker(sampler, { eval: true, workerData: { port, everyMs } });
  return {
    stop: async () => {
      const samples = new Promise<QueueSample[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const result = await samples;
      await worker.terminate();
      return result;
    },
  };
}
