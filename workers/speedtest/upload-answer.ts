/** Where the bytes an upload's answer reports go in the bins. */
import {
  bytesReceivedHeader,
  parseReceiveProfile,
  parseReceiveSpan,
  parseServerReceiveMs,
  type ReceiveSpan,
  receiveProfileHeader,
  receiveSpanHeader,
} from '../../src/domain/speedtest/wire';
import type { ByteBins } from './bins';
import type { ServerClock } from './server-clock';

export interface AnsweredRequest {
  /** Body size sent, bytes (the count when the server names none). */
  size: number;
  /** When the request was sent and its answer read, ms on our clock. */
  sent: number;
  done: number;
  /** Half the idle round trip, ms. */
  oneWayMs: number;
  /** Whether this answer may place the server's clock (it came after the whole body). */
  placesClock: boolean;
}

/**
 * Adds the answer's bytes to the bins; returns the server's receive span when it sent one.
 * Our server says when each byte arrived on its clock (bytes per slot as it read them: the
 * arrival itself, not an average); any other LibreSpeed server is placed by estimate: its last byte arrived about half a round trip before the answer reached us, and
 * Server-Timing may say how long the body took.
 */
export function placeAnswer(bins: ByteBins, clock: ServerClock, headers: Headers, request: AnsweredRequest): ReceiveSpan | null {
  const bytes = Number(headers.get(bytesReceivedHeader) ?? request.size);
  const span = parseReceiveSpan(headers.get(receiveSpanHeader));
  if (span) {
    if (request.placesClock) clock.observe(span.last, request.done);
    const profile = parseReceiveProfile(headers.get(receiveProfileHeader));
    const start = clock.toClient(span.first);
    if (profile) {
      profile.bytes.forEach((b, i) => bins.spread(b, start + i * profile.slotMs, Math.min(start + (i + 1) * profile.slotMs, clock.toClient(span.last))));
    } else {
      // The first chunk at the first read, the rest spread evenly up to the last read.
      bins.add(Math.min(span.firstChunk, bytes), start);
      bins.spread(Math.max(0, bytes - span.firstChunk), start, clock.toClient(span.last));
    }
  } else {
    const lastByte = Math.max(request.sent, request.done - request.oneWayMs);
    const receiveMs = parseServerReceiveMs(headers.get('server-timing'));
    const firstByte = receiveMs === null ? request.sent : Math.max(request.sent, lastByte - receiveMs);
    bins.spread(bytes, firstByte, lastByte);
  }
  return span;
}
