// What this machine's work costs, printed beside timings so that runs on unlike machines are
// not compared as like (CI took 27.6 min on a machine where a system call cost 0.50 µs, and
// 55.9 min on one where it cost 1.13 µs: docs/ci-time.md).
import { closeSync, openSync, readSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * What one system call costs, µs: the median of 5 rounds of 20 000 one-byte reads of /dev/null,
 * Node's own overhead included. On a guest whose kernel isolates its page tables (pti=on) it read
 * 2 µs, and there Chromium fell 10-15 % short of 100 Mbit/s at 20 ms through a shaped link while
 * iperf3 filled it.
 */
export function syscallMicros() {
  const fd = openSync('/dev/null', 'r');
  const byte = Buffer.alloc(1);
  const rounds = [];
  try {
    for (let round = 0; round < 5; round++) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < 20_000; i++) readSync(fd, byte, 0, 1, null);
      rounds.push(Number(process.hrtime.bigint() - t0) / 20_000 / 1000);
    }
  } finally {
    closeSync(fd);
  }
  return rounds.sort((a, b) => a - b)[2];
}

/** One line: CPUs, a system call's cost and the load average now. */
export function machineLine() {
  return `${cpus().length} CPUs, a system call ${syscallMicros().toFixed(2)} µs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.versions.node}`;
}
