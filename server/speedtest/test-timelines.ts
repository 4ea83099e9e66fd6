/**
 * Per-test receive timelines. Every upload of one test carries the test's id (`?tid=`), and
 * the client reads the whole timeline once, after the upload phase (`GET /speedtest/received`).
 * The answers to single uploads report each request when it is answered, so a client that
 * stops at its time limit would lose what the requests still in flight had moved; the
 * timeline has every byte, in time.
 */
import { type ReceivedTimeline, slotMs as wireSlotMs } from '../../src/domain/speedtest/wire';
import { spreadOverSlots } from './slots';

interface Entry {
  first: bigint;
  bytes: number[];
  touched: bigint;
}

export class TestTimelines {
  private readonly tests = new Map<string, Entry>();
  /** Uploads of a test whose bodies are still arriving, and readers waiting for them to end. */
  private readonly open = new Map<string, { count: number; waiters: (() => void)[] }>();

  constructor(
    readonly slotMs = wireSlotMs,
    /** The longest upload phase kept, ms (slots beyond it are not recorded). */
    readonly spanMs = 30_000,
    /** Tests kept at once; the oldest goes first. */
    readonly maxTests = 256,
    /** A test untouched this long is forgotten, ms. */
    readonly keepMs = 60_000,
  ) {}

  /**
   * Counts `size` bytes read at `now` that arrived since `since` (the connection's ledger
   * spreads a read over a busy stretch the same way), in the test's slots.
   */
  add(id: string, size: number, since: bigint, now: bigint): void {
    let entry = this.tests.get(id);
    if (!entry) {
      this.forgetOld(now);
      if (this.tests.size >= this.maxTests) this.tests.delete(this.tests.keys().next().value as string);
      entry = { first: since, bytes: [], touched: now };
      this.tests.set(id, entry);
    }
    entry.touched = now;
    // A read that began before the test's first slot (an earlier test's stretch) counts from it.
    const from = Number((since > entry.first ? since : entry.first) - entry.first) / 1e6;
    const to = Number((now > entry.first ? now : entry.first) - entry.first) / 1e6;
    if (from >= this.spanMs) return;
    spreadOverSlots(entry.bytes, size, from, to, this.slotMs, Math.ceil(this.spanMs / this.slotMs) - 1);
  }

  read(id: string, from = 0): ReceivedTimeline | null {
    const entry = this.tests.get(id);
    if (!entry) return null;
    return { slotMs: this.slotMs, firstMs: Number(entry.first) / 1e6, bytes: entry.bytes.slice(from).map((b) => Math.round(b)) };
  }

  /** An upload of the test began; call the returned function when its body ended or was cut off. */
  begin(id: string): () => void {
    const upload = this.open.get(id) ?? { count: 0, waiters: [] };
    upload.count++;
    this.open.set(id, upload);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--upload.count > 0) return;
      this.open.delete(id);
      for (const wake of upload.waiters) wake();
    };
  }

  /**
   * Resolves when no upload of the test is still arriving, or after `timeoutMs`. A client reads
   * the timeline as soon as it stops, while the bodies it cut off (and the tails of requests
   * answered early) are still draining from the sockets.
   */
  settled(id: string, timeoutMs: number): Promise<void> {
    const upload = this.open.get(id);
    if (!upload) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      upload.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  get size(): number {
    return this.tests.size;
  }

  private forgetOld(now: bigint): void {
    const keepNs = BigInt(this.keepMs) * 1_000_000n;
    for (const [id, entry] of this.tests) if (now - entry.touched > keepNs) this.tests.delete(id);
  }
}
