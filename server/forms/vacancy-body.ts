/**
 * The vacancy application's multipart body read into checked values, its resume streamed to a
 * temporary file and checked by its bytes. (The JSON forms' bodies are checked in submission.ts.)
 */
import { rm } from 'node:fs/promises';
import { type } from 'arktype';
import type { FastifyRequest } from 'fastify';
import { issuesOf } from '../../src/domain/forms/issues';
import { requestMessages } from '../../src/domain/forms/messages';
import { VacancyApplication } from '../../src/domain/forms/schemas';
import { resumeExtensions, resumeMaxBytes } from '../../src/domain/forms/submissions';
import type { ContentStore } from '../content/content-store';
import { type I18nFor, Refusal, invalid, refuse } from './answers';
import { contentMatches, extensionOf, sniff } from './file-types';
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
