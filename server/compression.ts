/**
 * Compressed answers made once and kept: a rendered page or a content answer is compressed
 * once per version and encoding, then the same bytes go to every client that accepts them.
 */
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate as acceptNegotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are (as @fastify/compress does). */
export const compressThreshold = 1024;

const encodings: readonly Encoding[] = ['br', 'gzip'];
/** `br;q=0`: the coding is refused by name (q is 0, with at most three decimals). */
const refusedByName: Record<Encoding, RegExp> = {
  br: /(?:^|,)\s*br\s*;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:,|$)/,
  gzip: /(?:^|,)\s*gzip\s*;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:,|$)/,
};

/**
 * The coding Accept-Encoding weighs highest, br on a tie, none when nothing fits. The negotiator
 * reads `*` as its first choice even when that one is refused by name: refused ones are not offered.
 */
export function negotiate(accept: string | string[] | undefined): Encoding | null {
  if (!accept) return null;
  const header = String(accept).toLowerCase();
  const offered = encodings.filter((coding) => !refusedByName[coding].test(header));
  return offered.length ? acceptNegotiate(header, offered) : null;
}

/** Brotli's options for text of `body`'s size at `quality`. */
const brotliOptions = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** Brotli 5: near the best size at a small part of its time (docs/performance.md, "Compression levels"). */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body) : brotliCompressSync(body, brotliOptions(body, 5));
}

/** The cheapest levels, for the request path; a kept answer is made again better off the event loop. */
export function encodeFast(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body, { level: 1 }) : brotliCompressSync(body, brotliOptions(body, 1));
}

/** An encoding made on libuv's thread pool, at a gzip level and a brotli quality. */
function encodeOff(body: Buffer, encoding: Encoding, level: { gzip: number; brotli: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'gzip') gzip(body, { level: level.gzip }, done);
    else brotliCompress(body, brotliOptions(body, level.brotli), done);
  });
}

/** `encodeFast`'s levels off the event loop: a miss's first encoding, while the event loop renders the next page. */
const fastLevels = { gzip: 1, brotli: 1 };

/**
 * Brotli qualities off the event loop (libuv's thread pool), gzip 9 with either: 10 for the pages
 * rendered ahead of visitors (once per start), 7 for the upgrade of a miss (anyone can cause
 * misses). Why these levels: docs/performance.md, "Compression levels".
 */
export const brotliKnown = 10;
export const brotliUpgrade = 7;
const encodeBest = (body: Buffer, encoding: Encoding, quality: number) => encodeOff(body, encoding, { gzip: 9, brotli: quality });

/**
 * Upgrades waiting to run, one at a time: a burst of misses must not take both cores from the
 * requests. Bounded: past `maxQueued` an answer keeps its fast bytes.
 */
const upgrades: (() => Promise<void>)[] = [];
const maxQueued = 100;
let upgrading = false;
/** Background encodings queued since start (the page cache's stats show it). */
export const upgradeCounts = { queued: 0 };
function queueUpgrade(job: () => Promise<void>): void {
  if (upgrades.length >= maxQueued) return;
  upgradeCounts.queued++;
  upgrades.push(job);
  if (upgrading) return;
  upgrading = true;
  void (async () => {
    for (let next = upgrades.shift(); next; next = upgrades.shift()) await next().catch(() => undefined);
    upgrading = false;
  })();
}

/**
 * How an answer's encodings are made when first asked for: `once` at brotli 5 (`encode`);
 * `fast` at brotli 1 and gzip 1 (`encodeFast`), for bytes sent once and not kept; `fast-then-best`
 * fast, then again at a better quality in the background, for bytes that are kept.
 */
export type EncodeMode = 'once' | 'fast' | 'fast-then-best';

/** One answer's bytes: as rendered, and each encoding the first time a client asks for it. */
export class EncodedBody {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  private readonly pending: Partial<Record<Encoding, Promise<Buffer>>> = {};
  constructor(
    readonly identity: Buffer,
    private readonly mode: EncodeMode = 'once',
  ) {}

  /** The bytes to send and their encoding (null: as they are). */
  for(encoding: Encoding | null): { body: Buffer; encoding: Encoding | null } {
    if (!encoding || this.identity.length < compressThreshold) return { body: this.identity, encoding: null };
    let body = this.encoded[encoding];
    if (!body) {
      body = this.encoded[encoding] = this.mode === 'once' ? encode(this.identity, encoding) : encodeFast(this.identity, encoding);
      if (this.mode === 'fast-then-best') this.queueBest(encoding);
    }
    return { body, encoding };
  }

  /**
   * As `for`, but a fast encoding not made yet is made off the event loop (one at a time per
   * encoding, however many ask): the thread that renders pages does not compress them.
   */
  async forOffThread(encoding: Encoding | null): Promise<{ body: Buffer; encoding: Encoding | null }> {
    if (!encoding || this.identity.length < compressThreshold || this.mode === 'once' || this.encoded[encoding]) return this.for(encoding);
    const made = (this.pending[encoding] ??= encodeOff(this.identity, encoding, fastLevels)
      .then((fast) => {
        this.encoded[encoding] ??= fast;
        if (this.mode === 'fast-then-best') this.queueBest(encoding);
        return fast;
      })
      .finally(() => delete this.pending[encoding]));
    try {
      return { body: await made, encoding };
    } catch {
      // Compression failed (it should not): the page goes as it is.
      return { body: this.identity, encoding: null };
    }
  }

  /** Makes the encoding at a high quality, off the event loop (a page rendered ahead of visitors). */
  async prepare(encoding: Encoding): Promise<void> {
    if (this.identity.length < compressThreshold || this.encoded[encoding]) return;
    const best = await encodeBest(this.identity, encoding, brotliKnown);
    this.encoded[encoding] ??= best;
  }

  private queueBest(encoding: Encoding): void {
    queueUpgrade(async () => {
      const best = await encodeBest(this.identity, encoding, brotliUpgrade);
      const current = this.encoded[encoding];
      if (!current || best.length < current.length) this.encoded[encoding] = best;
    });
  }

  get bytes(): number {
    return this.identity.length + (this.encoded.br?.length ?? 0) + (this.encoded.gzip?.length ?? 0);
  }
}

/** Least recently used entries, bounded by their total bytes (measured when stored). */
export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  constructor(readonly maxBytes: number) {}

  /** Entries kept and the bytes counted for them. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) this.total -= old.bytes;
    this.entries.delete(key);
    // Room for the encodings made later: about half the identity again.
    const bytes = Math.ceil(value.bytes * 1.5);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [k, e] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(k);
      this.total -= e.bytes;
    }
  }
}

/** The bytes of `body` this client accepts, with their Content-Encoding and Content-Length set on the reply. */
export function negotiated(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): Buffer {
  return withHeaders(reply, body.for(negotiate(request.headers['accept-encoding'])));
}

/** As `negotiated`, with an encoding not made yet made off the event loop (a rendered page). */
export async function negotiatedOffThread(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): Promise<Buffer> {
  return withHeaders(reply, await body.forOffThread(negotiate(request.headers['accept-encoding'])));
}

function withHeaders(reply: FastifyReply, chosen: { body: Buffer; encoding: Encoding | null }): Buffer {
  if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
  reply.header('content-length', String(chosen.body.length));
  return chosen.body;
}
