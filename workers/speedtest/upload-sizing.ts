/** How large each upload request is, and when it asks to be answered. */

const MiB = 1024 * 1024;
export const minBody = 64 * 1024;
export const maxBody = 32 * MiB;

/**
 * How long an upload request should take: short enough that the rate is seen often, longer on
 * long round trips, where each answer leaves its connection idle for a round trip (ten round
 * trips keep that idle share near a tenth, which the other streams fill).
 */
export const targetRequestMs = (rttMs: number) => Math.min(2000, Math.max(300, 10 * rttMs));

/**
 * The next body for a stream: what it moved per ms last time, times the target time, growing at most
 * fourfold per request so a slow first request cannot make it overshoot.
 */
export function nextBodySize(previous: number, previousMs: number, rttMs = 0): number {
  const perMs = previous / Math.max(1, previousMs);
  const size = Math.min(previous * 4, perMs * targetRequestMs(rttMs));
  return Math.min(maxBody, Math.max(minBody, Math.round(size)));
}

/**
 * With our server, an upload asks to be answered this many bytes before its end, so the answer
 * travels while the last bytes do and the connection never idles for a round trip between
 * requests (on a long path with a shallow buffer that idling costs a visible share of the
 * rate). The server reports those last bytes with the next answer. About two round trips of
 * the stream's rate, at most half the body.
 */
export function answerAfter(size: number, bytesPerMs: number, rttMs: number): number {
  return Math.max(Math.ceil(size / 2), size - Math.round(bytesPerMs * 2 * rttMs));
}
