/** The bytes downloads stream: one preallocated random MiB, repeated, counted as the socket takes them. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { countSent, type SpeedtestState } from './state';

const MiB = 1024 * 1024;
/** LibreSpeed's own cap on ckSize. */
export const maxChunks = 1024;
export const defaultChunks = 4;
/** Cloudflare's speed test sizes downloads in bytes; up to this many per request. */
export const maxCloudflareBytes = 1024 * MiB;

/** Incompressible, and shared by every download. */
const chunk = randomBytes(MiB);

export function parseChunks(raw: unknown): number {
  if (raw === undefined || raw === '') return defaultChunks;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw Object.assign(new Error('ckSize must be a whole number of MiB'), { statusCode: 400 });
  const n = Number(raw);
  if (n < 1) throw Object.assign(new Error('ckSize must be at least 1'), { statusCode: 400 });
  return Math.min(n, maxChunks);
}

export function parseBytes(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) throw Object.assign(new Error('bytes must be a whole number'), { statusCode: 400 });
  return Math.min(Number(raw), maxCloudflareBytes);
}

function* slices(total: number, state: SpeedtestState) {
  // A chunk is pulled only when the socket has taken the previous one.
  for (let left = total; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield part;
    countSent(state, part.length);
  }
}

/**
 * `total` bytes as a stream: Readable.from pulls the next chunk only when the socket drains, so
 * memory stays flat, and a client that stops reading just stalls its own stream until it is closed.
 */
export const downloadBody = (total: number, state: SpeedtestState): Readable => Readable.from(slices(total, state), { objectMode: false });
