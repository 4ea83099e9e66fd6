/**
 * The steps every form's submission shares, around its own reading of the body: key, rate limit,
 * replay or captcha, then the resume moved into place and one transaction. A refusal leaves nothing.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestMessages } from '../../src/domain/forms/messages';
import { type SubmissionKind, captchaParam, idempotencyHeader, idempotencyKeyPattern, replayedHeader } from '../../src/domain/forms/submissions';
import { Refusal, refuse, sendRefusal } from './answers';
import { cleanFileName, extensionOf, mimeOf, sniff } from './file-types';
import { type ReadDeps, readFormBody } from './form-bodies';
import { requestHash } from './idempotency';
import type { FormServices } from './services';
import type { StoredFile } from './submission-store';
import type { ReceivedFile } from './upload';
import { requestLocale } from '../request-locale';

/** The handler of each form's endpoint: `handlerFor(kind)`. */
export function createSubmissionHandler(services: FormServices, readDeps: ReadDeps) {
  const { captcha, idempotency, limits, store, handoff, uploadsDir } = services;
  const { i18nFor } = readDeps;

  return (kind: SubmissionKind) => async function handleSubmission(request: FastifyRequest, reply: FastifyReply) {
    const i18n = i18nFor(requestLocale(request));
    const key = String(request.headers[idempotencyHeader.toLowerCase()] ?? '');
    let file: ReceivedFile | null = null;
    let claimed = false;
    let stored = false;
    const cleanup = async () => {
      if (file) await rm(file.path, { force: true });
      file = null;
      if (claimed && !stored) idempotency.release(key);
      claimed = false;
    };
    try {
      if (!idempotencyKeyPattern.test(key)) throw refuse(400, i18n, 'idempotency_key', requestMessages.keyMissing);
      const state = idempotency.begin(key, kind);
      if (state.state === 'other_kind') throw refuse(422, i18n, 'idempotency_mismatch', requestMessages.keyMismatch);
      if (state.state === 'in_flight') {
        const r = refuse(409, i18n, 'in_flight', requestMessages.inFlight);
        throw new Refusal(409, r.errors, { 'retry-after': '1', connection: 'close' });
      }
      claimed = state.state === 'new';
      // A replay of a stored answer counts too: it reads and checks a body like any other.
      const wait = await limits.take(kind, request);
      if (wait !== null) {
        const r = refuse(429, i18n, 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) });
        throw new Refusal(429, r.errors, { 'retry-after': String(wait), connection: 'close' });
      }
      // The body is read and checked after the key and the rate limit, before the captcha.
      const body = await readFormBody(kind, request, readDeps);
      file = body.file;
      const hash = requestHash(kind, body.values, file?.sha256);
      if (state.state === 'done') {
        if (state.hash !== hash) throw refuse(422, i18n, 'idempotency_mismatch', requestMessages.keyMismatch);
        reply.header(replayedHeader, 'true').header('cache-control', 'no-store');
        return reply.code(state.status).send(state.response);
      }
      const verdict = await captcha.verify((request.query as Record<string, unknown>)[captchaParam]);
      if (verdict !== 'ok') throw refuse(400, i18n, 'captcha', requestMessages.captcha, undefined, captchaParam);

      let saved: StoredFile | null = null;
      let finalPath: string | null = null;
      if (file) {
        const ext = extensionOf(file.name);
        const storedName = `${randomUUID()}.${ext}`;
        finalPath = join(uploadsDir, storedName);
        saved = { storedName, originalName: cleanFileName(file.name), type: mimeOf(sniff(file.head) as never), size: file.size, sha256: file.sha256 };
        await rename(file.path, finalPath);
        file = null;
      }
      try {
        const receipt = store.save({
          kind,
          key,
          hash,
          locale: requestLocale(request),
          payload: body.values,
          clientIp: request.ip,
          file: saved,
          channels: kind === 'director' || kind === 'vacancy' ? ['crm', 'mail'] : ['crm'],
        });
        stored = true;
        void handoff.tick();
        reply.header('cache-control', 'no-store');
        return reply.code(201).send(receipt);
      } catch (error) {
        if (finalPath) await rm(finalPath, { force: true });
        throw error;
      }
    } catch (error) {
      // Clean up before answering: whoever reads the answer finds nothing left behind.
      await cleanup();
      if (error instanceof Refusal) return sendRefusal(reply, error);
      throw error;
    } finally {
      await cleanup();
    }
  };
}
