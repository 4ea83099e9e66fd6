/**
 * Speed-test endpoints under /speedtest/, speaking the LibreSpeed backend protocol:
 * garbage (download), empty (latency and upload), getIP. Never compressed, never cached.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spreadOverSlots } from './slots';
import { parseTestId, TestTimelines } from './test-timelines';
import { ByteTimeline } from './timeline';

const MiB = 1024 * 1024;
/** LibreSpeed's own cap on ckSize. */
export const maxChunks = 1024;
export const defaultChunks = 4;
/** Largest upload body accepted in one request; LibreSpeed clients send 20 MB at most. */
export const maxUploadBytes = 256 * MiB;

/** One preallocated MiB of random bytes: incompressible, and shared by every download. */
const chunk = randomBytes(MiB);

function noStore(reply: FastifyReply): FastifyReply {
  // Short: a probe's answer crosses the measured line (no-store alone keeps every cache out).
  return reply
    .header('cache-control', 'no-store, no-transform')
    .header('timing-allow-origin', '*')
    .header('content-encoding', 'identity');
}

/**
 * LibreSpeed's multi-server clients call from their own page's origin and add `?cors` to every
 * request, as its backend expects; its one bare POST before the upload names only its Origin.
 * They get the backend's CORS answer; same-origin requests send neither and keep their heads short.
 */
function isCrossOrigin(request: FastifyRequest): boolean {
  if (Object.hasOwn(request.query as object, 'cors')) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin.replace(/^[a-z]+:\/\//i, '') !== request.headers.host;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
};
/** Uploads name Content-Encoding (and some clients a Content-Type): their preflight must allow both. */
const corsUploadHeaders = { ...corsHeaders, 'access-control-allow-headers': 'Content-Encoding, Content-Type' };

function allowCrossOrigin(request: FastifyRequest, reply: FastifyReply, headers: Record<string, string> = corsHeaders): void {
  if (isCrossOrigin(request)) reply.headers(headers);
}

export function parseChunks(raw: unknown): number {
  if (raw === undefined || raw === '') return defaultChunks;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw Object.assign(new Error('ckSize must be a whole number of MiB'), { statusCode: 400 });
  const n = Number(raw);
  if (n < 1) throw Object.assign(new Error('ckSize must be at least 1'), { statusCode: 400 });
  return Math.min(n, maxChunks);
}

/**
 * Bytes this process has sent by garbage, and received by empty in uploads it completed (an
 * upload cut off by the client is counted in receivedPartial): for checking clients' figures.
 */
export const counters = { sent: 0, received: 0, receivedPartial: 0 };
/** When garbage's bytes were handed to the sockets, for checking a client's figure over its window. */
export const sentTimeline = new ByteTimeline();
/** When uploads' bytes were read from the sockets (the same reads the receive profiles report). */
export const receivedTimeline = new ByteTimeline();

function countSent(bytes: number): void {
  counters.sent += bytes;
  sentTimeline.add(bytes);
}

/** Cloudflare's speed test sizes downloads in bytes; up to this many per request. */
export const maxCloudflareBytes = 1024 * MiB;

export function parseBytes(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) throw Object.assign(new Error('bytes must be a whole number'), { statusCode: 400 });
  return Math.min(Number(raw), maxCloudflareBytes);
}

function* sliceOf(total: number) {
  for (let left = total; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield part;
    countSent(part.length);
  }
}

function* repeat(times: number) {
  // A chunk is pulled only when the socket has taken the previous one.
  for (let i = 0; i < times; i++) {
    yield chunk;
    countSent(chunk.length);
  }
}

export interface UploadResult {
  bytes: number;
  /** Milliseconds from the first byte received to the last, on a monotonic clock. */
  durationMs: number;
  /** When the first and the last chunk were read, ms on the server's monotonic clock. */
  firstMs: number;
  lastMs: number;
  /** Size of the first chunk: bytes that arrived before (or at) firstMs. */
  firstChunk: number;
  /** Bytes read per profileSlotMs since firstMs (empty when the body took too long to list). */
  profile: number[];
}

/** Width of the receive profile's slots and the most slots an answer carries. */
export const profileSlotMs = 25;
const maxProfileSlots = 240;
/** Reads on one connection closer than this belong to one busy stretch. */
const readGapNs = 50_000_000n;
/** Bytes a connection received this long before a new upload belong to an earlier test. */
const staleLedgerMs = 2000;

/**
 * What one connection has received since its last report. An upload may be answered before
 * its body has fully arrived (see `x-answer-after`): the rest keeps arriving here and is
 * reported by the connection's next answer, so every byte is reported once, when it arrived.
 */
export class ReceiveLedger {
  private bytes = 0;
  private first = 0n;
  private last = 0n;
  private firstChunk = 0;
  private profile: number[] = [];
  /** The connection's previous read (kept across reports), or -1. */
  private lastRead = -1n;

  /**
   * Counts a read of `size` bytes at `now`. In a busy stretch (the previous read on this
   * connection less than 50 ms ago) its bytes arrived since that read, and are spread
   * over that span: a read is one lump of whatever waited in the socket (up to 64 KiB, 5 ms at
   * 100 Mbit/s), and putting the lump at its read time alone made 200 ms bins jitter by a
   * percent or two with the reads' timing. After a pause the bytes arrived just now.
   * Returns when the read's bytes began to arrive.
   */
  add(size: number, now = process.hrtime.bigint()): bigint {
    const since = this.lastRead >= 0n && now - this.lastRead <= readGapNs ? this.lastRead : now;
    this.lastRead = now;
    if (this.bytes === 0) {
      this.first = since;
      this.firstChunk = since === now ? size : 0;
    }
    const from = Number(since - this.first) / 1e6;
    const to = Number(now - this.first) / 1e6;
    if (to < maxProfileSlots * profileSlotMs) {
      spreadOverSlots(this.profile, size, from, to, profileSlotMs);
    }
    this.bytes += size;
    this.last = now;
    return since;
  }

  /** Forgets bytes that arrived long ago (an earlier test's last tail). */
  dropStale(now = process.hrtime.bigint()): void {
    if (this.bytes > 0 && Number(now - this.last) / 1e6 > staleLedgerMs) this.take();
  }

  /** Reports what arrived since the last report and starts a new one. */
  take(): UploadResult {
    const slots = Math.floor(Number(this.last - this.first) / 1e6 / profileSlotMs) + 1;
    const result = {
      bytes: this.bytes,
      durationMs: Number(this.last - this.first) / 1e6,
      firstMs: Number(this.first) / 1e6,
      lastMs: Number(this.last) / 1e6,
      firstChunk: this.firstChunk,
      profile: this.bytes > 0 && slots <= maxProfileSlots ? this.profile.map((b) => Math.round(b)) : [],
    };
    this.bytes = 0;
    this.firstChunk = 0;
    this.profile = [];
    return result;
  }
}

/** How long `received` waits for a test's uploads still arriving. */
const settleMs = 1000;

/** Every upload's bytes by test, for clients that tag their uploads with ?tid=. */
export const testTimelines = new TestTimelines(profileSlotMs);

/**
 * Drains an upload body, counting bytes as they arrive into the ledger (and the test's
 * timeline, when the upload names its test); rejects past the limit. `answer` is called once,
 * when `answerAfter` bytes of this body have arrived or at its end.
 */
export function drain(
  stream: NodeJS.ReadableStream,
  limit: number,
  ledger = new ReceiveLedger(),
  answerAfter = Infinity,
  answer: () => void = () => {},
  testId: string | null = null,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let answered = false;
    const answerOnce = () => {
      if (answered) return;
      answered = true;
      answer();
    };
    stream.on('data', (data: Buffer) => {
      const now = process.hrtime.bigint();
      const since = ledger.add(data.length, now);
      if (testId) testTimelines.add(testId, data.length, since, now);
      receivedTimeline.add(data.length);
      bytes += data.length;
      if (bytes > limit) {
        stream.removeAllListeners('data');
        reject(Object.assign(new Error(`Upload larger than ${limit / MiB} MiB`), { statusCode: 413 }));
        return;
      }
      if (bytes >= answerAfter) answerOnce();
    });
    stream.on('end', () => {
      counters.received += bytes;
      answerOnce();
      resolve(bytes);
    });
    // A cut-off body emits both 'aborted' and 'error': its bytes are counted once.
    let cutOff = false;
    const countCutOff = () => {
      if (!cutOff) counters.receivedPartial += bytes;
      cutOff = true;
    };
    stream.on('error', (error) => {
      countCutOff();
      reject(error);
    });
    stream.on('aborted', countCutOff);
  });
}

/** The client closed the connection mid-body (a test stopped, a tab closed): nobody to answer, nothing wrong here. */
export function isCutOffByClient(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
}

/** One ledger per connection (uploads on one keep-alive connection follow each other). */
const ledgers = new WeakMap<object, ReceiveLedger>();

function ledgerOf(socket: object): ReceiveLedger {
  let ledger = ledgers.get(socket);
  if (!ledger) ledgers.set(socket, (ledger = new ReceiveLedger()));
  return ledger;
}

/** `x-answer-after: N`: answer once N bytes of the body have arrived (absent or bad: at its end). */
export function parseAnswerAfter(raw: unknown): number {
  return typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : Infinity;
}

export function registerSpeedTest(app: FastifyInstance, isProviderNetwork: (ip: string) => boolean): void {
  void app.register(async (scope) => {
    // Upload bodies arrive as raw streams, whatever their type, and are drained, not buffered.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.get('/speedtest/garbage', { compress: false }, async (request: FastifyRequest<{ Querystring: { ckSize?: string } }>, reply) => {
      allowCrossOrigin(request, reply);
      const chunks = parseChunks(request.query.ckSize);
      noStore(reply)
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(chunks * MiB))
        .header('content-disposition', 'attachment; filename=random.dat');
      // Readable.from pulls the next chunk only when the socket drains: memory stays flat,
      // and a client that stops reading just stalls its own stream until it is closed.
      return reply.send(Readable.from(repeat(chunks), { objectMode: false }));
    });

    const empty = async (request: FastifyRequest, reply: FastifyReply) => {
      allowCrossOrigin(request, reply, corsUploadHeaders);
      noStore(reply).header('connection', 'keep-alive');
      if (request.method === 'POST' && request.body) {
        const ledger = ledgerOf(request.raw.socket);
        ledger.dropStale();
        // An uploading client can ask for its answer before the last bytes arrive
        // (x-answer-after), so the answer is on its way while they travel and the connection
        // never idles between requests; those last bytes are reported by the next answer.
        await new Promise<void>((resolve, reject) => {
          let answered = false;
          const answer = () => {
            answered = true;
            resolve();
          };
          const testId = parseTestId((request.query as { tid?: unknown }).tid);
          const end = testId ? testTimelines.begin(testId) : () => {};
          request.raw.once('close', end);
          drain(request.body as NodeJS.ReadableStream, maxUploadBytes, ledger, parseAnswerAfter(request.headers['x-answer-after']), answer, testId)
            .catch((error: unknown) => {
              // Already answered: nothing more to say to this client but to close its connection.
              if (answered) request.raw.destroy();
              else reject(error);
            })
            .finally(end);
        }).catch((error: unknown) => {
          if (!isCutOffByClient(error)) throw error;
        });
        if (request.raw.socket.destroyed) return reply.hijack();
        const result = ledger.take();
        reply.header('x-bytes-received', String(result.bytes));
        reply.header('server-timing', `recv;dur=${result.durationMs.toFixed(3)};desc="${result.bytes} bytes"`);
        // The same on the server's own clock, so a client can place every request of every
        // stream on one time line: first chunk read, last chunk read, size of the first chunk.
        reply.header('x-receive-span', `${result.firstMs.toFixed(3)},${result.lastMs.toFixed(3)},${result.firstChunk}`);
        // And how the bytes arrived: bytes read per 25 ms slot from the first read on.
        if (result.profile.length) reply.header('x-receive-profile', `${profileSlotMs};${result.profile.join(',')}`);
      }
      return reply.code(200).send();
    };
    scope.get('/speedtest/empty', { compress: false }, empty);
    scope.post('/speedtest/empty', { compress: false, bodyLimit: maxUploadBytes }, empty);

    // Preflights of cross-origin clients (an upload names Content-Encoding), on the measurement
    // endpoints only: every other route stays same-origin.
    for (const path of ['/speedtest/garbage', '/speedtest/empty', '/speedtest/getIP']) {
      scope.options(path, { compress: false }, async (_request, reply) => reply.code(204).headers(corsUploadHeaders).send());
    }

    // Everything one test's uploads brought in (they carried ?tid=), slot by slot on the clock of
    // x-receive-span: read once after the upload phase, it includes requests cut off at its end.
    scope.get('/speedtest/received', { compress: false }, async (request: FastifyRequest<{ Querystring: { tid?: string } }>, reply) => {
      noStore(reply);
      const id = parseTestId(request.query.tid);
      if (!id) return reply.code(400).send({ error: 'tid must be 16 to 32 lowercase hex digits' });
      await testTimelines.settled(id, settleMs);
      const timeline = testTimelines.read(id);
      if (!timeline) return reply.code(404).send({ error: 'no upload of this test has arrived (or it was too long ago)' });
      return timeline;
    });

    // The endpoints of Cloudflare's speed test (@cloudflare/speedtest), so the benchmark can run
    // that published engine against this server beside ours.
    scope.get('/__down', { compress: false }, async (request: FastifyRequest<{ Querystring: { bytes?: string } }>, reply) => {
      const started = process.hrtime.bigint();
      const bytes = parseBytes(request.query.bytes);
      noStore(reply)
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(bytes))
        .header('server-timing', `cfRequestDuration;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(3)}`);
      return reply.send(Readable.from(sliceOf(bytes), { objectMode: false }));
    });
    scope.post('/__up', { compress: false, bodyLimit: maxUploadBytes }, async (request, reply) => {
      const started = process.hrtime.bigint();
      if (request.body) {
        const cutOff = await drain(request.body as NodeJS.ReadableStream, maxUploadBytes).then(
          () => false,
          (error: unknown) => {
            if (isCutOffByClient(error)) return true;
            throw error;
          },
        );
        if (cutOff) return reply.hijack();
      }
      noStore(reply).header('server-timing', `cfRequestDuration;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(3)}`);
      return reply.code(200).send();
    });

    // The byte counters; with ?from=&to= (epoch ms) also what garbage sent and uploads brought in that window.
    scope.get('/speedtest/counters', { compress: false }, async (request: FastifyRequest<{ Querystring: { from?: string; to?: string } }>, reply) => {
      noStore(reply);
      const { from, to } = request.query;
      if (from === undefined && to === undefined) return { ...counters };
      const window = [from, to].map((x) => (typeof x === 'string' && /^\d{1,15}(\.\d+)?$/.test(x) ? Number(x) : NaN));
      const sentBetween = sentTimeline.between(window[0] as number, window[1] as number);
      const receivedBetween = receivedTimeline.between(window[0] as number, window[1] as number);
      if (sentBetween === null || receivedBetween === null) {
        return reply.code(400).send({ error: 'from and to must be epoch milliseconds of the last two minutes, from before to' });
      }
      return { ...counters, sentBetween, receivedBetween };
    });

    scope.get('/speedtest/getIP', { compress: false }, async (request, reply) => {
      allowCrossOrigin(request, reply);
      noStore(reply);
      const ip = request.ip.replace(/^::ffff:/, '');
      const provider = isProviderNetwork(request.ip);
      return { processedString: provider ? `${ip} - ZoriaNet` : ip, rawIspInfo: '', ip, is_provider_network: provider };
    });
  });
}
