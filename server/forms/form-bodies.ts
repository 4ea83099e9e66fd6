/**
 * A form request's body read into checked values: the JSON forms' against their schema, the
 * vacancy application's multipart fields against theirs, with its resume checked by its bytes.
 */
import { rm } from 'node:fs/promises';
import { type } from 'arktype';
import type { FastifyRequest } from 'fastify';
import { issuesOf } from '../../src/domain/forms/issues';
import { requestMessages } from '../../src/domain/forms/messages';
import { type CallbackOut, CallbackRequest, DirectorMessage, VacancyApplication, connectSchemaFor } from '../../src/domain/forms/schemas';
import { type SubmissionKind, resumeExtensions, resumeMaxBytes } from '../../src/domain/forms/submissions';
import type { ContentStore } from '../content/content-store';
import { type I18nFor, Refusal, invalid, refuse } from './answers';
import { contentMatches, extensionOf, sniff } from './file-types';
import { knownChoices } from './known-choices';
import { type ReceivedFile, UploadError, drainRest, readMultipart } from './upload';
import { isPublishedVacancy } from './vacancies';
import { requestLocale } from '../request-locale';

/** What a form sent, checked: its values and, for the vacancy form, the resume as received. */
export interface FormBody {
  values: Record<string, unknown>;
  file: ReceivedFile | null;
}

export interface ReadDeps {
  i18nFor: I18nFor;
  content: ContentStore;
  /** Where a resume streams to while it is checked. */
  tmpDir: string;
}

/** The body of a submission of `kind`, read and checked: the vacancy's multipart with its resume, else JSON. */
export function readFormBody(kind: SubmissionKind, request: FastifyRequest, deps: ReadDeps): Promise<FormBody> {
  return kind === 'vacancy' ? readVacancyBody(request, deps) : readJsonBody(kind, request, deps);
}

const jsonSchemas = {
  callback: () => CallbackRequest,
  connect: (body: unknown) => connectSchemaFor(body),
  director: () => DirectorMessage,
} as const;
export type JsonFormKind = keyof typeof jsonSchemas;

/** application/json or a +json type: the JSON forms take nothing else (415). */
const isJson = (contentType: string | undefined) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

export async function readJsonBody(kind: JsonFormKind, request: FastifyRequest, deps: ReadDeps): Promise<FormBody> {
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

/** The resume streams to `tmpDir`; refused, it is removed before the refusal is thrown. */
export async function readVacancyBody(request: FastifyRequest, deps: ReadDeps): Promise<FormBody> {
  const i18n = deps.i18nFor(requestLocale(request));
  if (!request.isMultipart()) throw refuse(415, i18n, 'content_type', requestMessages.contentType);
  let received;
  try {
    received = await readMultipart(request, deps.tmpDir);
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
}
