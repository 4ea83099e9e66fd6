/**
 * Upload streams: POST bodies sized to take about 300 ms (longer on long round trips). The figure comes from what the
 * server received (its byte count and its receive time), not from bytes handed to the socket.
 */
import type { ReceivedTimeline } from '../../src/domain/speedtest/protocol';
import { ByteBins } from './bins';
import type { EngineContext } from './context';
import { fresh, lean } from './context';
import { assess, defaultStability } from './stability';
import { median } from './stats';
import type { Stream, TransferResult } from './transfer';

const MiB = 1024 * 1024;
/**
 * How long an upload request should take: about 300 ms, and longer on long round trips, where
 * each request's answer leaves its connection idle for a round trip (10 round trips keep that
 * idle share near a tenth, which the other streams fill), at most 2 s.
 */
export const targetRequestMs = (rttMs: number) => Math.min(2000, Math.max(300, 10 * rttMs));

/** Random bytes, so nothing on the way can compress the upload. */
export function randomPayload(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(data.subarray(i, Math.min(size, i + 65536)));
  return data;
}

export const minBody = 64 * 1024;
export const maxBody = 32 * MiB;
/** Random bytes that cross to the browser's blob store once; longer bodies repeat them. */
export const payloadPart = 4 * MiB;

/**
 * What uploads slice their bodies from: one part of random bytes, referenced over and over up to
 * the largest body. Made when the test starts: a Blob's bytes move to the browser process
 * behind the scenes, and an upload of a Blob that is still moving waits for it (with one
 * 32 MiB Blob made as the upload began, its first two requests took 335 and 200 ms to move
 * 64 KB at 10 Mbit/s, and the slow ramp brought in a second and third stream).
 */
export function uploadPayload(): Blob {
  const part = new Blob([randomPayload(payloadPart)]);
  return new Blob(Array.from({ length: Math.ceil(maxBody / payloadPart) }, () => part));
}

/**
 * The next body for a stream: what it moved per ms last time, times the target time, growing at most
 * fourfold per request so a slow first request cannot make it overshoot.
 */
export function nextBodySize(previous: number, previousMs: number, rttMs = 0): number {
  const perMs = previous / Math.max(1, previousMs);
  const size = Math.min(previous * 4, perMs * targetRequestMs(rttMs));
  return Math.min(maxBody, Math.max(minBody, Math.round(size)));
}

/** Server-Timing "recv;dur=12.3" -> 12.3 */
export function serverReceiveMs(header: string | null): number | null {
  const m = header && /(?:^|,)\s*recv;dur=([\d.]+)/.exec(header);
  return m ? Number(m[1]) : null;
}

/** "x-receive-span: first,last,firstChunk" (ms on the server's clock, bytes) -> parts. */
export function receiveSpan(header: string | null): { first: number; last: number; firstChunk: number } | null {
  const m = header && /^\s*([\d.]+),([\d.]+),(\d+)\s*$/.exec(header);
  if (!m) return null;
  const [first, last, firstChunk] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return last >= first ? { first, last, firstChunk } : null;
}

/** "x-receive-profile: 25;b0,b1,..." -> slot width (ms) and bytes read in each slot. */
export function receiveProfile(header: string | null): { slotMs: number; bytes: number[] } | null {
  const m = header && /^\s*([\d.]+);([\d,]+)\s*$/.exec(header);
  if (!m) return null;
  const slotMs = Number(m[1]);
  const bytes = (m[2] as string).split(',').map(Number);
  return slotMs > 0 && bytes.every(Number.isFinite) ? { slotMs, bytes } : null;
}

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

/** An id for one test's uploads (`?tid=`): 128 random bits in hex. */
export function newTestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function parseReceived(body: unknown): ReceivedTimeline | null {
  const t = body as Partial<ReceivedTimeline> | null;
  if (!t || typeof t.slotMs !== 'number' || !(t.slotMs > 0) || typeof t.firstMs !== 'number' || !Array.isArray(t.bytes)) return null;
  return t.bytes.every((b) => typeof b === 'number' && Number.isFinite(b) && b >= 0) ? (t as ReceivedTimeline) : null;
}

/** The upload's bins from the server's timeline: [origin, end) on our clock, in bins of binMs. */
export function timelineRates(timeline: ReceivedTimeline, clock: ServerClock, origin: number, binMs: number, end: number): number[] {
  const bins = new ByteBins(binMs, origin);
  const start = clock.toClient(timeline.firstMs);
  timeline.bytes.forEach((b, i) => bins.spread(b, start + i * timeline.slotMs, start + (i + 1) * timeline.slotMs));
  return bins.rates(end);
}

/**
 * The upload judged again on everything the server received, read once at the end (`GET
 * received?tid=`): the answers report a connection's bytes only when it carries the next
 * request, and with several streams the browser hands any request to any idle connection, so
 * a window judged stable could still miss bytes that a connection had not yet reported (on the
 * bench with three streams the page's window read about 1 % under the server's own count of
 * it). A settled upload keeps its window, filled in with every byte that arrived in it. One
 * that ran out of time is assessed afresh: a stream whose request was still on its way at the
 * end (one stuck in loss recovery on a long path) held the series short of the end, and the
 * figure to its first seconds. Kept as it was with another server (no clock), or when the
 * timeline cannot be read or does not cover it.
 */
export async function completeUpload(ctx: EngineContext, base: string, testId: string, clock: ServerClock, upload: TransferResult, binMs: number): Promise<TransferResult> {
  if (!clock.known) return upload;
  try {
    const response = await ctx.fetch(fresh(base, 'received', `tid=${testId}`), { ...lean, cache: 'no-store', signal: ctx.signal });
    const timeline = response.ok ? parseReceived(await response.json()) : null;
    if (!timeline) return upload;
    // The bytes moved are what arrived, as the server counted them: the answers miss the last
    // bytes of each connection and whole requests whose answer the stop cut off.
    const received = { ...upload, bytes: Math.max(upload.bytes, timeline.bytes.reduce((sum, b) => sum + b, 0)) };
    const origin = upload.start - ctx.timeOrigin;
    const rates = timelineRates(timeline, clock, origin, binMs, origin + upload.seconds * 1000);
    if (upload.stable) {
      const covered = clock.toClient(timeline.firstMs) + timeline.bytes.length * timeline.slotMs;
      if (covered < origin + upload.to * binMs) return received;
      return { ...received, value: median(rates.slice(upload.from, upload.to)), rates: rates.slice(0, Math.max(upload.to, upload.rates.length)) };
    }
    if (rates.length <= upload.rates.length) return received;
    return { ...received, ...assess(rates, { binMs, ...defaultStability, firstBin: 0 }), rates };
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    return upload;
  }
}

/**
 * Up to when the upload bins are complete, per stream: up to the server's last read reported
 * by its latest answer (our server), or, from other servers that report a whole request at
 * once, up to when its current request was sent.
 */
export class UploadHorizon {
  private readonly settled: number[] = [];
  received = 0;

  register(now: number): number {
    this.settled.push(now);
    return this.settled.length - 1;
  }

  settle(stream: number, at: number): void {
    this.settled[stream] = at;
  }

  settledAt = (): number => (this.settled.length ? Math.min(...this.settled) : 0);
}

/**
 * With our server, an upload asks to be answered this many bytes before its end, so the answer
 * travels while the last bytes do and the connection never idles for a round trip between
 * requests (which on a long path and a shallow buffer costs a tenth of the rate). The server
 * reports those last bytes with the next answer. About two round trips of the stream's rate,
 * at most half the body.
 */
export function answerAfter(size: number, bytesPerMs: number, rttMs: number): number {
  return Math.max(Math.ceil(size / 2), size - Math.round(bytesPerMs * 2 * rttMs));
}

export function uploadStream(
  ctx: EngineContext,
  base: string,
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
      if (early && perMs > 0) headers['x-answer-after'] = String(answerAfter(size, perMs, oneWayMs() * 2));
      else horizon.settle(index, sent);
      const response = await ctx.fetch(fresh(base, 'empty', testId ? `tid=${testId}` : ''), {
        ...lean,
        method: 'POST',
        body: payload.slice(0, size),
        headers,
        signal: stop,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Upload answered ${response.status}`);
      const bytes = Number(response.headers.get('x-bytes-received') ?? size);
      const done = ctx.now();
      const span = receiveSpan(response.headers.get('x-receive-span'));
      if (span) {
        // Our server says when each byte arrived on its clock: the first chunk at its first
        // read, the rest spread evenly up to the last read.
        if (!early) clock.observe(span.last, done);
        const profile = receiveProfile(response.headers.get('x-receive-profile'));
        const start = clock.toClient(span.first);
        if (profile) {
          // Bytes per 25 ms slot as the server read them: the arrival itself, not an average.
          profile.bytes.forEach((b, i) => bins.spread(b, start + i * profile.slotMs, Math.min(start + (i + 1) * profile.slotMs, clock.toClient(span.last))));
        } else {
          bins.add(Math.min(span.firstChunk, bytes), start);
          bins.spread(Math.max(0, bytes - span.firstChunk), start, clock.toClient(span.last));
        }
      } else {
        // Any other LibreSpeed server: its last byte arrived about half a round trip before
        // the answer reached us, and Server-Timing may say how long the body took.
        const lastByte = Math.max(sent, done - oneWayMs());
        const receiveMs = serverReceiveMs(response.headers.get('server-timing'));
        const firstByte = receiveMs === null ? sent : Math.max(sent, lastByte - receiveMs);
        bins.spread(bytes, firstByte, lastByte);
      }
      if (span) {
        horizon.settle(index, clock.toClient(span.last));
        early = true;
      }
      horizon.received += bytes;
      perMs = size / Math.max(1, done - sent);
      size = nextBodySize(size, done - sent, oneWayMs() * 2);
    }
  };
}
