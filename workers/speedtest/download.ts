/** Download streams: GET garbage, read with a stream reader, bytes counted as they arrive. */
import { readSpan } from '../../src/domain/speedtest/wire';
import type { EngineContext } from './context';
import { fresh } from './context';
import type { Stream } from './transfer';

/**
 * MiB per request: enough for the whole phase (20 s at the current rate), at least 256, at
 * most the protocol's 1024. The test ends by aborting them. Every new request leaves its
 * connection idle for a round trip while the others cannot take up its share at once, which
 * on long paths cost a visible share of the rate.
 */
export function chunkCount(currentMbit: number, streams: number): number {
  const mibPerStream = ((currentMbit / 8) * 20) / Math.max(1, streams) / 1.048576;
  return Math.min(1024, Math.max(256, Math.ceil(mibPerStream)));
}

export function downloadStream(ctx: EngineContext, url: string, streams: number): Stream {
  return async (bins, stop, currentMbit) => {
    while (!stop.aborted) {
      const request = fresh(url, `ckSize=${chunkCount(currentMbit(), streams)}`);
      const response = await ctx.fetch(request, { cache: 'no-store', signal: stop });
      if (!response.ok || !response.body) throw new Error(`Download answered ${response.status}`);
      const reader = response.body.getReader();
      let previous: number | null = null;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const now = ctx.now();
        bins.spread(value.byteLength, readSpan(previous, now), now);
        previous = now;
      }
    }
  };
}
