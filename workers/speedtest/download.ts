/** Download streams: GET garbage, read with a stream reader, bytes counted as they arrive. */
import type { EngineContext } from './context';
import { fresh } from './context';
import type { Stream } from './transfer';

/** Enough MiB for about 2 s at the current rate, so restarts (one round trip each) are rare. */
export function chunkCount(currentMbit: number, streams: number): number {
  const mibPerStream = (currentMbit / 8) * 2 / Math.max(1, streams) / 1.048576;
  return Math.min(256, Math.max(4, Math.ceil(mibPerStream)));
}

export function downloadStream(ctx: EngineContext, base: string, streams: number): Stream {
  return async (bins, stop, currentMbit) => {
    while (!stop.aborted) {
      const url = fresh(base, 'garbage', `ckSize=${chunkCount(currentMbit(), streams)}`);
      const response = await ctx.fetch(url, { cache: 'no-store', signal: stop });
      if (!response.ok || !response.body) throw new Error(`Download answered ${response.status}`);
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bins.add(value.byteLength, ctx.now());
      }
    }
  };
}
