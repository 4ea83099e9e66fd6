/**
 * What one connection has received since its last report. An upload may be answered before
 * its body has fully arrived (`x-answer-after`): the rest keeps arriving here and is reported
 * by the connection's next answer, so every byte is reported once, when it arrived.
 */
import { slotMs, withinReadGap } from '../../src/domain/speedtest/wire';
import { spreadOverSlots } from './slots';

/** The most slots an answer's profile carries (a longer body is reported by its span alone). */
const maxProfileSlots = 240;
/** Bytes a connection received this long before a new upload belong to an earlier test. */
const staleLedgerMs = 2000;

export interface ReceiveReport {
  bytes: number;
  /** Milliseconds from the first byte received to the last, on a monotonic clock. */
  durationMs: number;
  /** When the first and the last chunk were read, ms on the server's monotonic clock. */
  firstMs: number;
  lastMs: number;
  /** Size of the first chunk: bytes that arrived before (or at) firstMs. */
  firstChunk: number;
  /** Bytes read per slot since firstMs (empty when the body took too long to list). */
  profile: number[];
}

export class ReceiveLedger {
  private bytes = 0;
  private first = 0n;
  private last = 0n;
  private firstChunk = 0;
  private profile: number[] = [];
  /** The connection's previous read (kept across reports), or -1. */
  private lastRead = -1n;

  /**
   * Counts a read of `size` bytes at `now` (ns), spread by the read-gap rule (wire.ts): a read
   * is one lump of whatever waited in the socket, and putting the lump at its read time alone
   * made short bins jitter with the reads' timing. Returns when the read's bytes began to arrive.
   */
  add(size: number, now = process.hrtime.bigint()): bigint {
    const since = this.lastRead >= 0n && withinReadGap(Number(now - this.lastRead) / 1e6) ? this.lastRead : now;
    this.lastRead = now;
    if (this.bytes === 0) {
      this.first = since;
      this.firstChunk = since === now ? size : 0;
    }
    const from = Number(since - this.first) / 1e6;
    const to = Number(now - this.first) / 1e6;
    if (to < maxProfileSlots * slotMs) {
      spreadOverSlots(this.profile, size, from, to, slotMs);
    }
    this.bytes += size;
    this.last = now;
    return since;
  }

  /** Forgets bytes that arrived long ago (an earlier test's last tail). */
  dropStale(now = process.hrtime.bigint()): void {
    if (this.bytes > 0 && Number(now - this.last) / 1e6 > staleLedgerMs) this.take();
  }

  /** Reports what arrived since the last report and starts a new one. */
  take(): ReceiveReport {
    const slots = Math.floor(Number(this.last - this.first) / 1e6 / slotMs) + 1;
    const result = {
      bytes: this.bytes,
      durationMs: Number(this.last - this.first) / 1e6,
      firstMs: Number(this.first) / 1e6,
      lastMs: Number(this.last) / 1e6,
      firstChunk: this.firstChunk,
      profile: this.bytes > 0 && slots <= maxProfileSlots ? this.profile.map((b) => Math.round(b)) : [],
    };
    this.bytes = 0;
    this.firstChunk = 0;
    this.profile = [];
    return result;
  }
}

/** The ledger of the connection `socket`, made on its first upload. */
export function ledgerOf(ledgers: WeakMap<object, ReceiveLedger>, socket: object): ReceiveLedger {
  let ledger = ledgers.get(socket);
  if (!ledger) ledgers.set(socket, (ledger = new ReceiveLedger()));
  return ledger;
}
