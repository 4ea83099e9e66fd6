/**
 * The speed test's HTTP wire format between the engine (workers/speedtest) and this server
 * (server/speedtest), beyond the LibreSpeed protocol both speak: what an upload's answer
 * reports, how a test's uploads are tagged, and the one timeline read after them. Each header
 * is written and read here, so the two sides cannot drift. docs/speed-test.md tells the design.
 */

/** The endpoints under a server's base URL ("/speedtest/" here). */
export const endpoint = { download: 'garbage', empty: 'empty', ip: 'getIP', received: 'received', counters: 'counters' } as const;

/** Width of a receive slot, ms: of `X-Receive-Profile` and of the per-test timeline. */
export const slotMs = 25;

/**
 * Reads closer than this (ms) belong to one busy stretch: a read hands over whatever waited
 * since the previous one, so its bytes are spread over the time since that read; after a
 * longer gap they arrived just now. The engine's download reads and the server's upload reads
 * both follow it.
 */
export const readGapMs = 50;

export const withinReadGap = (elapsedMs: number): boolean => elapsedMs <= readGapMs;

/** When a read's bytes began to arrive, ms: since the previous read in a busy stretch, else now. */
export function readSpan(previous: number | null, now: number): number {
  return previous !== null && withinReadGap(now - previous) ? previous : now;
}

/** Request header: answer once this many bytes of the body have arrived (absent or bad: at its end). */
export const answerAfterHeader = 'x-answer-after';

export const formatAnswerAfter = (bytes: number): string => String(bytes);

export function parseAnswerAfter(raw: unknown): number {
  return typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : Infinity;
}

/** Answer header: the bytes this answer reports (they may include the last request's tail). */
export const bytesReceivedHeader = 'x-bytes-received';

/** When the reported bytes were read, on the server's monotonic clock. */
export interface ReceiveSpan {
  /** First and last read, ms. */
  first: number;
  last: number;
  /** Bytes of the first read: those that arrived at (or before) `first`. */
  firstChunk: number;
}

/** Answer header "x-receive-span: first,last,firstChunk". */
export const receiveSpanHeader = 'x-receive-span';

export const formatReceiveSpan = (span: ReceiveSpan): string => `${span.first.toFixed(3)},${span.last.toFixed(3)},${span.firstChunk}`;

export function parseReceiveSpan(header: string | null): ReceiveSpan | null {
  const m = header && /^\s*([\d.]+),([\d.]+),(\d+)\s*$/.exec(header);
  if (!m) return null;
  const [first, last, firstChunk] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return last >= first ? { first, last, firstChunk } : null;
}

/** Bytes read in each slot from the span's first read on. */
export interface ReceiveProfile {
  slotMs: number;
  bytes: number[];
}

/** Answer header "x-receive-profile: 25;b0,b1,...". */
export const receiveProfileHeader = 'x-receive-profile';

export const formatReceiveProfile = (profile: ReceiveProfile): string => `${profile.slotMs};${profile.bytes.join(',')}`;

export function parseReceiveProfile(header: string | null): ReceiveProfile | null {
  const m = header && /^\s*([\d.]+);([\d,]+)\s*$/.exec(header);
  if (!m) return null;
  const slotMs = Number(m[1]);
  const bytes = (m[2] as string).split(',').map(Number);
  return slotMs > 0 && bytes.every(Number.isFinite) ? { slotMs, bytes } : null;
}

/** Server-Timing of an upload's answer: how long its body took, for clients that read no span. */
export const formatServerTiming = (durationMs: number, bytes: number): string => `recv;dur=${durationMs.toFixed(3)};desc="${bytes} bytes"`;

/** Server-Timing "recv;dur=12.3" -> 12.3 (any LibreSpeed-style server may send it). */
export function parseServerReceiveMs(header: string | null): number | null {
  const m = header && /(?:^|,)\s*recv;dur=([\d.]+)/.exec(header);
  return m ? Number(m[1]) : null;
}

/** A test's id, carried by each of its uploads as `?tid=`: 16 to 32 lowercase hex digits. */
export const testIdPattern = /^[0-9a-f]{16,32}$/;

export const parseTestId = (raw: unknown): string | null => (typeof raw === 'string' && testIdPattern.test(raw) ? raw : null);

/** A new test's id: 128 random bits in hex. */
export function newTestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const testIdQuery = (id: string): string => `tid=${id}`;

/** `GET received?tid=`: what one test's uploads brought in, slot by slot. */
export interface ReceivedTimeline {
  /** Width of a slot, ms. */
  slotMs: number;
  /** Start of slot 0 on the server's monotonic clock (the clock of X-Receive-Span), ms. */
  firstMs: number;
  /** Bytes read in each slot (from slot `from` on, when asked for live). */
  bytes: number[];
  /** Live reads: the index of the first slot in `bytes`, and the server's clock when it answered, ms. */
  from?: number;
  nowMs?: number;
}

/**
 * `received?tid=&live=1&from=n`: the test's timeline as it stands, at once, from slot n on. A
 * streamed upload (one long request per stream) has no answers to place its bytes; the engine
 * reads them from here while it measures.
 */
export const liveTimelineQuery = (id: string, from: number): string => `${testIdQuery(id)}&live=1&from=${from}`;

/**
 * The answer of `received?tid=`, or null when it is not one. A plain check rather than an
 * arktype schema: arktype's runtime would be most of the measuring worker's code.
 */
export function parseReceivedTimeline(body: unknown): ReceivedTimeline | null {
  const t = body as Partial<ReceivedTimeline> | null;
  if (!t || typeof t.slotMs !== 'number' || !(t.slotMs > 0) || typeof t.firstMs !== 'number' || !Array.isArray(t.bytes)) return null;
  if ((t.from !== undefined && !(Number.isInteger(t.from) && t.from >= 0)) || (t.nowMs !== undefined && !Number.isFinite(t.nowMs))) return null;
  return t.bytes.every((b) => typeof b === 'number' && Number.isFinite(b) && b >= 0) ? (t as ReceivedTimeline) : null;
}
