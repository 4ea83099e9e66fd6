/**
 * POST NEWELMA/{id}/upload_file/: multipart `file` and `name` (the photo's slot), with its own
 * Idempotency-Key. Session first, then the key, then the body streamed to a temporary file with
 * the size limit enforced as it arrives; the type by its bytes (JPG or PNG, whatever the name
 * says), then decoded and written again without metadata (photo-processing.ts), then kept in
 * the slot. Every refusal removes what it received and reads out the rest of the body first.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { issueMessages, registrationMessages as m, requestMessages } from '../../src/domain/forms/messages';
import { idempotencyHeader, idempotencyKeyPattern, replayedHeader } from '../../src/domain/forms/submissions';
import { isPhotoSlot, photoRules } from '../../src/domain/registration/contract';
import { Refusal, refuse, sendRefusal } from '../forms/answers';
import { cleanFileName, sniff } from '../forms/file-types';
import { requestHash } from '../forms/idempotency';
import { type ReceivedFile, UploadError, drainRest, readMultipart } from '../forms/upload';
import type { RegistrationDeps } from './deps';
import { PhotoError, processPhoto } from './photo-processing';

const uploadKind = 'registration_upload';
/** A browser sends a file's own name; folders or dot-only names in it are a crafted request. */
const hasPath = (name: string) => /[\\/]/.test(name) || /^\.+$/.test(name.trim());

export function createUploadHandler(deps: RegistrationDeps) {
  const { calls, photos, questionnaires, idempotency, tmpDir } = deps;

  /** The body read, or the refusal its fault calls for. */
  async function receive(request: FastifyRequest) {
    const i18n = calls.i18nOf(request);
    try {
      return await readMultipart(request, tmpDir, { field: 'file', maxBytes: photoRules.maxBytes, preservePath: true });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      if (error.reason === 'too_large') throw refuse(413, i18n, 'file_size', m.photoSize, { size: photoRules.maxMegabytes }, 'file');
      if (error.reason === 'too_many') throw refuse(400, i18n, 'too_many_files', m.tooManyFiles, undefined, 'file');
      if (error.reason === 'reserved_name') throw refuse(400, i18n, 'field_name', requestMessages.fieldName);
      throw refuse(400, i18n, 'malformed', requestMessages.malformed);
    }
  }

  return async function upload(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const i18n = calls.i18nOf(request);
    const key = String(request.headers[idempotencyHeader.toLowerCase()] ?? '');
    const processed = join(tmpDir, `${randomUUID()}.out`);
    let received: ReceivedFile | null = null;
    let claimed = false;
    let stored = false;
    const cleanup = async () => {
      if (received) await rm(received.path, { force: true });
      received = null;
      await rm(processed, { force: true });
      if (claimed && !stored) await idempotency.release(key);
      claimed = false;
    };
    try {
      await calls.limit(uploadKind, request, deps.uploadLimits);
      const a = calls.writable(await calls.withSession((request.params as { id?: unknown }).id, request, 'id'), request);
      if (!idempotencyKeyPattern.test(key)) throw refuse(400, i18n, 'idempotency_key', requestMessages.keyMissing);
      if (!request.isMultipart()) throw refuse(415, i18n, 'content_type', requestMessages.contentType);
      const state = await idempotency.begin(key, uploadKind);
      if (state.state === 'other_kind') throw refuse(422, i18n, 'idempotency_mismatch', requestMessages.keyMismatch);
      if (state.state === 'in_flight') throw new Refusal(409, refuse(409, i18n, 'in_flight', requestMessages.inFlight).errors, { 'retry-after': '1' });
      claimed = state.state === 'new';

      const body = await receive(request);
      received = body.file;
      const slot = body.fields.name;
      if (!isPhotoSlot(slot)) throw refuse(400, i18n, 'unknown_slot', m.unknownSlot, undefined, 'name');
      const file = body.file;
      if (!file || file.size === 0) throw refuse(400, i18n, 'file_required', issueMessages.file_required, undefined, 'file');
      if (hasPath(file.name)) throw refuse(400, i18n, 'file_name', requestMessages.malformed, undefined, 'file');
      const kind = sniff(file.head);
      if (kind !== 'jpg' && kind !== 'png') throw refuse(400, i18n, 'file_type', m.photoType, undefined, 'file');

      const hash = requestHash(uploadKind, { application: a.id, slot }, file.sha256);
      if (state.state === 'done') {
        if (state.hash !== hash) throw refuse(422, i18n, 'idempotency_mismatch', requestMessages.keyMismatch);
        reply.header(replayedHeader, 'true');
        return reply.code(state.status).send(state.response);
      }
      const type = kind === 'png' ? 'image/png' : 'image/jpeg';
      let photo;
      try {
        photo = await processPhoto(file.path, type, processed);
      } catch (error) {
        if (!(error instanceof PhotoError)) throw error;
        if (error.reason === 'pixels') throw refuse(400, i18n, 'photo_pixels', m.photoPixels, { megapixels: photoRules.maxPixels / 1_000_000 }, 'file');
        throw refuse(400, i18n, 'photo_broken', m.photoBroken, undefined, 'file');
      }
      const view = await photos.store(a.id, { ...photo, path: processed, slot, type, originalName: cleanFileName(file.name, slot), idempotencyKey: key }, (tx, saved) =>
        idempotency.complete(tx, key, hash, 200, saved),
      );
      if (!view) throw refuse(409, i18n, 'verified', m.verifiedReadOnly);
      stored = true;
      await questionnaires.unsend(a.id);
      return view;
    } catch (error) {
      // Clean up before answering: whoever reads the answer finds nothing left behind.
      await cleanup();
      if (!(error instanceof Refusal)) throw error;
      // The client reads the reason, not a broken pipe; past the cap the connection closes.
      await drainRest(request.raw, photoRules.maxBytes, 10_000);
      return sendRefusal(reply, request.raw.readableEnded ? error : new Refusal(error.status, error.errors, { ...error.headers, connection: 'close' }));
    } finally {
      await cleanup();
    }
  };
}
