/**
 * The steps every form's submission shares: key, rate limit, the body checked against its
 * schema (the vacancy's multipart in vacancy-body.ts), replay or captcha, then the resume moved
 * into place and one transaction. A refusal leaves nothing.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type } from 'arktype';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { issuesOf } from '../../src/domain/forms/issues';
import { requestMessages } from '../../src/domain/forms/messages';
import { type CallbackOut, CallbackRequest, DirectorMessage, connectSchemaFor } from '../../src/domain/forms/schemas';
import { type SubmissionKind, captchaParam, idempotencyHeader, idempotencyKeyPattern, replayedHeader } from '../../src/domain/forms/submissions';
import { Refusal, invalid, refuse, sendRefusal } from './answers';
import { cleanFileName, extensionOf, mimeOf, sniff } from './file-types';
import { claimRenewMs, requestHash } from './idempotency';
import { knownChoices } from './known-choices';
import type { FormServices } from './services';
import type { StoredFile } from './submission-store';
import type { ReceivedFile } from './upload';
import { type FormBody, type ReadDeps, readVacancyBody } from './vacancy-body';
import { requestLocale } from '../request-locale';

const jsonSchemas = {
  callback: () => CallbackRequest,
  connect: (body: unknown) => connectSchemaFor(body),
  director: () => DirectorMessage,
} as const;
type JsonFormKind = keyof typeof jsonSchemas;

/** application/json or a +json type: the JSON forms take nothing else (415). */
const isJson = (contentType: string | undefined) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/** A JSON form's body (parsed by server/json-body.ts) checked against its schema and the published choices. */
function readJsonBody(kind: JsonFormKind, request: FastifyRequest, deps: ReadDeps): FormBody {
  const i18n = deps.i18nFor(requestLocale(request));
  if (!isJson(request.headers['content-type'])) throw refuse(415, i18n, 'content_type', requestMessages.contentType);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse(400, i18n, 'malformed', requestMessages.malformed);
  const out = jsonSchemas[kind](body)(body);
  if (out instanceof type.errors) throw invalid(i18n, issuesOf(out));
  const unknown = kind === 'callback' ? knownChoices(deps.content, out as CallbackOut) : [];
  if (unknown.length > 0) throw invalid(i18n, unknown);
  return { values: out as Record<string, unknown>, file: null };
}

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
    let renewing: NodeJS.Timeout | undefined;
    const cleanup = async () => {
      clearInterval(renewing);
      if (file) await rm(file.path, { force: true });
      file = null;
      if (claimed && !stored) await idempotency.release(key);
      claimed = false;
    };
    try {
      if (!idempotencyKeyPattern.test(key)) throw refuse(400, i18n, 'idempotency_key', requestMessages.keyMissing);
      const state = await idempotency.begin(key, kind);
      if (state.state === 'other_kind') throw refuse(422, i18n, 'idempotency_mismatch', requestMessages.keyMismatch);
      if (state.state === 'in_flight') {
        const r = refuse(409, i18n, 'in_flight', requestMessages.inFlight);
        throw new Refusal(409, r.errors, { 'retry-after': '1', connection: 'close' });
      }
      claimed = state.state === 'new';
      if (claimed) renewing = setInterval(() => void idempotency.renew(key).catch(() => undefined), claimRenewMs);
      // A replay of a stored answer counts too: it reads and checks a body like any other.
      const wait = await limits.take(kind, request);
      if (wait !== null) {
        const r = refuse(429, i18n, 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) });
        throw new Refusal(429, r.errors, { 'retry-after': String(wait), connection: 'close' });
      }
      // The body is read and checked after the key and the rate limit, before the captcha.
      const body = kind === 'vacancy' ? await readVacancyBody(request, readDeps) : readJsonBody(kind, request, readDeps);
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
        const receipt = await store.save({
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
