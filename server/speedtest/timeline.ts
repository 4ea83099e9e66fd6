/**
 * Bytes per 10 ms of wall-clock time over the last two minutes: the server's own view of when a
 * download's bytes left it, so a client's figure over a window can be checked against what the
 * server sent in that same window (totals cannot: a stopped test leaves bytes in the socket
 * buffers that were sent but never read).
 */
export class ByteTimeline {
  private readonly bytes: Float64Array;
  private readonly slotOf: Float64Array;

  constructor(
    readonly slotMs = 10,
    readonly spanMs = 120_000,
  ) {
    const slots = Math.ceil(spanMs / slotMs);
    this.bytes = new Float64Array(slots);
    this.slotOf = new Float64Array(slots).fill(-1);
  }

  add(size: number, now = performance.timeOrigin + performance.now()): void {
    const slot = Math.floor(now / this.slotMs);
    const i = slot % this.bytes.length;
    if (this.slotOf[i] !== slot) {
      this.slotOf[i] = slot;
      this.bytes[i] = 0;
    }
    this.bytes[i] = (this.bytes[i] as number) + size;
  }

  /** Bytes in [from, to) (epoch ms, slot-aligned), or null when the window is no longer kept. */
  between(from: number, to: number, now = performance.timeOrigin + performance.now()): number | null {
    if (!(to > from) || from < now - this.spanMs + this.slotMs) return null;
    let sum = 0;
    for (let slot = Math.floor(from / this.slotMs); slot < Math.floor(to / this.slotMs); slot++) {
      const i = slot % this.bytes.length;
      if (this.slotOf[i] === slot) sum += this.bytes[i] as number;
    }
    return sum;
  }
}
