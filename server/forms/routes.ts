/**
 * The forms' product API: the challenge, the four form endpoints and
 * the staff route. Each submission: key -> rate limit -> schema -> either the stored answer
 * (a replay) or captcha -> one transaction. See docs/forms.md.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { type } from 'arktype';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issuesOf } from '../../src/domain/forms/issues';
import { requestMessages } from '../../src/domain/forms/messages';
import { type CallbackOut, CallbackRequest, DirectorMessage, VacancyApplication, connectSchemaFor } from '../../src/domain/forms/schemas';
import {
  type SubmissionKind,
  captchaChallengePath,
  captchaParam,
  idempotencyHeader,
  idempotencyKeyPattern,
  replayedHeader,
  resumeExtensions,
  resumeMaxBytes,
  submissionEndpoint,
} from '../../src/domain/forms/submissions';
import { Refusal, invalid, refuse, requestLocale, sendRefusal } from './answers';
import { cleanFileName, contentMatches, extensionOf, mimeOf, sniff } from './file-types';
import { requestHash } from './idempotency';
import { type FormsDeps, startFormServices } from './services';
import type { StoredFile } from './store';
import { type ReceivedFile, UploadError, drainRest, readMultipart } from './upload';
import { isPublishedVacancy } from './vacancies';
import { registerAdmin } from './admin';
import { knownChoices } from './known-choices';

const jsonSchemas = {
  callback: () => CallbackRequest,
  connect: (body: unknown) => connectSchemaFor(body),
  director: () => DirectorMessage,
} as const;


/** application/json or a +json type: the JSON forms take nothing else (415). */
const isJson = (contentType: string | undefined) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

export async function registerForms(app: FastifyInstance, deps: FormsDeps) {
  const { config, db } = deps;
  const { captcha, idempotency, limits, store, handoff, uploadsDir, tmpDir } = await startFormServices(app, deps);

  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(captchaChallengePath, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  /** Steps every form shares, around its own reading and checking of the body. */
  async function handle(
    kind: SubmissionKind,
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<{ values: Record<string, unknown>; file: ReceivedFile | null }>,
  ) {
    const i18n = deps.i18nFor(requestLocale(request));
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
      const body = await read();
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
  }

  for (const kind of ['callback', 'connect', 'director'] as const) {
    app.post(submissionEndpoint[kind], { bodyLimit: 64 * 1024 }, (request, reply) =>
      handle(kind, request, reply, async () => {
        const i18n = deps.i18nFor(requestLocale(request));
        if (!isJson(request.headers['content-type'])) throw refuse(415, i18n, 'content_type', requestMessages.contentType);
        const body = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse(400, i18n, 'malformed', requestMessages.malformed);
        const out = jsonSchemas[kind](body)(body);
        if (out instanceof type.errors) throw invalid(i18n, issuesOf(out));
        const unknown = kind === 'callback' ? knownChoices(deps.content, out as CallbackOut) : [];
        if (unknown.length > 0) throw invalid(i18n, unknown);
        return { values: out as Record<string, unknown>, file: null };
      }),
    );
  }

  app.post(submissionEndpoint.vacancy, (request, reply) =>
    handle('vacancy', request, reply, async () => {
      const i18n = deps.i18nFor(requestLocale(request));
      if (!request.isMultipart()) throw refuse(415, i18n, 'content_type', requestMessages.contentType);
      let received;
      try {
        received = await readMultipart(request, tmpDir);
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        await drainRest(request.raw, resumeMaxBytes, 10_000);
        if (error.reason === 'too_large') {
          const r = invalid(i18n, [{ field: 'resume', code: 'file_size', params: { size: resumeMaxBytes / 1024 / 1024 } }]);
          throw new Refusal(413, r.errors, { connection: 'close' });
        }
        const message = error.reason === 'reserved_name' ? requestMessages.fieldName : requestMessages.malformed;
        throw new Refusal(400, refuse(400, i18n, error.reason === 'reserved_name' ? 'field_name' : 'malformed', message).errors, { connection: 'close' });
      }
      const { fields, file } = received;
      const issues = [];
      const out = VacancyApplication(fields);
      if (out instanceof type.errors) issues.push(...issuesOf(out));
      else if (!isPublishedVacancy(deps.content, out.vacancy_id)) issues.push({ field: 'vacancy_id', code: 'unknown_vacancy' as const });
      if (!file || file.size === 0) issues.push({ field: 'resume', code: 'file_required' as const });
      else {
        const ext = extensionOf(file.name);
        const allowed = (resumeExtensions as readonly string[]).includes(ext);
        if (!allowed) issues.push({ field: 'resume', code: 'file_type' as const, params: { formats: resumeExtensions.join(', ').toUpperCase() } });
        else if (!contentMatches(ext, sniff(file.head))) issues.push({ field: 'resume', code: 'file_content' as const });
      }
      if (issues.length) {
        if (file) await rm(file.path, { force: true });
        throw invalid(i18n, issues);
      }
      return { values: out as Record<string, unknown>, file };
    }),
  );

  registerAdmin(app, db, config.adminToken);
}
