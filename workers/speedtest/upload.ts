/**
 * Upload streams: POST bodies sized to take about 300 ms. The figure comes from what the
 * server received (its byte count and its receive time), not from bytes handed to the socket.
 */
import type { EngineContext } from './context';
import { fresh } from './context';
import type { Stream } from './transfer';

const MiB = 1024 * 1024;
export const targetRequestMs = 300;

/** Random bytes, so nothing on the way can compress the upload. */
export function randomPayload(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(data.subarray(i, Math.min(size, i + 65536)));
  return data;
}

export const minBody = 64 * 1024;
export const maxBody = 32 * MiB;

/**
 * The next body for a stream: what it moved per ms last time, times 300 ms, growing at most
 * fourfold per request so a slow first request cannot make it overshoot.
 */
export function nextBodySize(previous: number, previousMs: number): number {
  const perMs = previous / Math.max(1, previousMs);
  const size = Math.min(previous * 4, perMs * targetRequestMs);
  return Math.min(maxBody, Math.max(minBody, Math.round(size)));
}

/** Server-Timing "recv;dur=12.3" -> 12.3 */
export function serverReceiveMs(header: string | null): number | null {
  const m = header && /(?:^|,)\s*recv;dur=([\d.]+)/.exec(header);
  return m ? Number(m[1]) : null;
}

/**
 * Up to when the upload bins are complete: each stream's bytes are known up to the moment its
 * current request was sent (an answer reports a whole request at once).
 */
export class UploadHorizon {
  private readonly sentAt: number[] = [];
  received = 0;

  register(now: number): number {
    this.sentAt.push(now);
    return this.sentAt.length - 1;
  }

  sending(stream: number, at: number): void {
    this.sentAt[stream] = at;
  }

  settledAt = (): number => (this.sentAt.length ? Math.min(...this.sentAt) : 0);
}

export function uploadStream(ctx: EngineContext, base: string, oneWayMs: () => number, horizon: UploadHorizon): Stream {
  // A Blob is handed to the network by reference: with an ArrayBuffer body Chromium copies
  // every request first, and spends more time copying than sending on a fast link.
  const payload = new Blob([randomPayload(maxBody)]);
  return async (bins, stop) => {
    const index = horizon.register(ctx.now());
    let size = minBody;
    while (!stop.aborted) {
      const sent = ctx.now();
      horizon.sending(index, sent);
      const response = await ctx.fetch(fresh(base, 'empty'), {
        method: 'POST',
        body: payload.slice(0, size),
        headers: { 'content-type': 'application/octet-stream' },
        cache: 'no-store',
        signal: stop,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Upload answered ${response.status}`);
      const bytes = Number(response.headers.get('x-bytes-received') ?? size);
      const done = ctx.now();
      // The server's last byte arrived about half a round trip before its answer reached us.
      const lastByte = Math.max(sent, done - oneWayMs());
      const receiveMs = serverReceiveMs(response.headers.get('server-timing'));
      const firstByte = receiveMs === null ? sent : Math.max(sent, lastByte - receiveMs);
      bins.spread(bytes, firstByte, lastByte);
      horizon.received += bytes;
      size = nextBodySize(size, done - sent);
    }
  };
}
