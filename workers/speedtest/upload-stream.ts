/**
 * Upload streams: POST bodies sized by upload-sizing. The figure comes from what the server
 * received (its byte count and its receive time), not from bytes handed to the socket.
 */
import { answerAfterHeader, formatAnswerAfter, testIdQuery } from '../../src/domain/speedtest/wire';
import type { EngineContext } from './context';
import { fresh, lean } from './context';
import type { Stream } from './transfer';
import { placeAnswer } from './upload-answer';
import type { UploadHorizon } from './upload-horizon';
import { ServerClock } from './server-clock';
import { answerAfter, minBody, nextBodySize } from './upload-sizing';

export function uploadStream(
  ctx: EngineContext,
  url: string,
  oneWayMs: () => number,
  horizon: UploadHorizon,
  /**
   * From uploadPayload(). A Blob is handed to the network by reference: with an ArrayBuffer body
   * Chromium copies every request first, and spends more time copying than sending on a fast link.
   */
  payload: Blob,
  clock = new ServerClock(),
  testId = '',
): Stream {
  return async (bins, stop) => {
    const index = horizon.register(ctx.now());
    let size = minBody;
    let perMs = 0;
    let early = false;
    while (!stop.aborted) {
      const sent = ctx.now();
      // No Content-Type either: the body is a typeless Blob slice, and every header byte travels
      // up the line beside the measured bytes.
      const headers: Record<string, string> = {};
      // Only once the server has shown it reports receive spans (a LibreSpeed server might not
      // allow the header across origins).
      if (early && perMs > 0) headers[answerAfterHeader] = formatAnswerAfter(answerAfter(size, perMs, oneWayMs() * 2));
      else horizon.settle(index, sent);
      const response = await ctx.fetch(fresh(url, testId ? testIdQuery(testId) : ''), {
        ...lean,
        method: 'POST',
        body: payload.slice(0, size),
        headers,
        signal: stop,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Upload answered ${response.status}`);
      const done = ctx.now();
      // An answer asked for early comes before the body's end: only the others place the clock.
      const span = placeAnswer(bins, clock, response.headers, { size, sent, done, oneWayMs: oneWayMs(), placesClock: !early });
      if (span) {
        horizon.settle(index, clock.toClient(span.last));
        early = true;
      }
      perMs = size / Math.max(1, done - sent);
      size = nextBodySize(size, done - sent, oneWayMs() * 2);
    }
  };
}
