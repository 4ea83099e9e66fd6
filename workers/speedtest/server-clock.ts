/**
 * Maps the server's clock onto ours: the smallest (answer received - last byte read) seen so
 * far, i.e. the least-delayed answer. Every request of every stream is then placed on the
 * server's own time line, where the bytes actually arrived, shifted by one constant.
 */
export class ServerClock {
  private offset = Infinity;

  observe(serverLast: number, clientDone: number): void {
    this.offset = Math.min(this.offset, clientDone - serverLast);
  }

  toClient(serverMs: number): number {
    return serverMs + this.offset;
  }

  /** Whether an answer has placed the server's clock yet. */
  get known(): boolean {
    return Number.isFinite(this.offset);
  }
}
