/**
 * Up to when the upload bins are complete, per stream: up to the server's last read reported
 * by its latest answer (our server), or, from other servers that report a whole request at
 * once, up to when its current request was sent.
 */
export class UploadHorizon {
  private readonly settled: number[] = [];

  register(now: number): number {
    this.settled.push(now);
    return this.settled.length - 1;
  }

  settle(stream: number, at: number): void {
    this.settled[stream] = at;
  }

  settledAt = (): number => (this.settled.length ? Math.min(...this.settled) : 0);
}
