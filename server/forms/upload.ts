/**
 * Reads a multipart body with one file (the vacancy's resume, a registration photo): text
 * fields, and the file streamed to a temporary file under DATA_DIR with its size limit enforced
 * as it arrives (413 past it) and its SHA-256 and first bytes kept for the checks. The caller
 * removes the file on every path.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { resumeField, resumeMaxBytes } from '../../src/domain/forms/submissions';

export interface ReceivedFile {
  path: string;
  name: string;
  size: number;
  sha256: string;
  head: Buffer;
}

export class UploadError extends Error {
  constructor(readonly reason: 'too_large' | 'malformed' | 'too_many' | 'reserved_name') {
    super(reason);
  }
}

const headBytes = 64 * 1024;

/** The one file part's field name and its size limit; `preservePath` keeps a name's folders for the caller to refuse. */
export interface FileRules {
  field: string;
  maxBytes: number;
  preservePath?: boolean;
}
const resumeRules: FileRules = { field: resumeField, maxBytes: resumeMaxBytes };
/**
 * Names that would reach a prototype if a field were ever copied onto a plain object
 * (@fastify/multipart refuses those of Object.prototype itself: FST_PROTO_VIOLATION).
 */
const isReservedName = (name: string) => name === 'prototype' || name in Object.prototype;

export async function readMultipart(
  request: FastifyRequest,
  tmpDir: string,
  rules: FileRules = resumeRules,
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  // No prototype: a field named "toString" is a field, and "__proto__" cannot reach Object.prototype.
  const fields = Object.create(null) as Record<string, string>;
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ preservePath: rules.preservePath ?? false, limits: { fileSize: rules.maxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25, headerPairs: 100 } })) {
      if (isReservedName(part.fieldname)) {
        if (part.type === 'file') part.file.resume();
        throw new UploadError('reserved_name');
      }
      if (part.type === 'field') {
        if (Object.hasOwn(fields, part.fieldname)) throw new UploadError('malformed');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (file || part.fieldname !== rules.field) {
        part.file.resume();
        throw new UploadError(file ? 'too_many' : 'malformed');
      }
      const path = join(tmpDir, randomUUID());
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          if (size - chunk.length < headBytes) chunks.push(chunk);
          done(null, chunk);
        },
      });
      // Opened before the pipe: a stream that opens its file itself may create it after a
      // refused body's cleanup has run, leaving an empty file behind.
      const handle = await open(path, 'wx', 0o600);
      file = { path, name: part.filename ?? '', size: 0, sha256: '', head: Buffer.alloc(0) };
      await pipeline(part.file, meter, handle.createWriteStream());
      if (part.file.truncated) throw new UploadError('too_large');
      file.size = size;
      file.sha256 = hash.digest('hex');
      file.head = Buffer.concat(chunks).subarray(0, headBytes);
    }
  } catch (error) {
    if (file) await rm(file.path, { force: true });
    if (error instanceof UploadError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError('too_large');
    if (code === 'FST_PROTO_VIOLATION') throw new UploadError('reserved_name');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new UploadError('too_many');
    throw new UploadError('malformed');
  }
  return { fields, file };
}

/**
 * Reads and drops what is left of a refused body, up to `maxBytes` or `maxMs`, so the client can
 * finish sending and read the answer: closed mid-upload, it gets a broken pipe, not the reason.
 */
export function drainRest(raw: IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    raw.unpipe();
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}
