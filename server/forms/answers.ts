/** The language of an answer and the shape of a refusal: `{ errors: [{ field?, code, message }] }`. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '../../src/domain/forms/issues';
import { formatIssue, requestMessages } from '../../src/domain/forms/messages';
import type { ApiError } from '../../src/domain/forms/submissions';
import type { Locale } from '../../src/domain/locale';
import { requestLocale } from '../request-locale';

export type I18nFor = (locale: Locale) => I18n;


/** A refusal with a reason in the visitor's language. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

export function refuse(status: number, i18n: I18n, code: string, message: MessageDescriptor, values?: Record<string, unknown>, field?: string): Refusal {
  const descriptor: MessageDescriptor = { ...message, values };
  return new Refusal(status, [{ ...(field ? { field } : {}), code, message: i18n._(descriptor) }]);
}

export function invalid(i18n: I18n, issues: FieldIssue[]): Refusal {
  return new Refusal(
    400,
    issues.map((issue) => ({ field: issue.field, code: issue.code, message: formatIssue(i18n, issue) })),
  );
}

export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  for (const [k, v] of Object.entries(refusal.headers)) reply.header(k, v);
  reply.header('cache-control', 'no-store');
  return reply.code(refusal.status).send({ errors: refusal.errors });
}

/** Fastify's own refusals of a form request (wrong content type, broken JSON, too big) in the visitor's language. */
export function formRefusalOf(error: { code?: string; statusCode?: number }, request: FastifyRequest, i18nFor: I18nFor): Refusal | null {
  if (!request.url.startsWith('/api/v1/')) return null;
  const i18n = i18nFor(requestLocale(request));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refuse(415, i18n, 'content_type', requestMessages.contentType);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return refuse(400, i18n, 'malformed', requestMessages.malformed);
    case 'JSON_TOO_DEEP_OR_WIDE':
      return refuse(400, i18n, 'too_deep', requestMessages.malformed);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new Refusal(413, refuse(413, i18n, 'too_large', requestMessages.tooLarge).errors, { connection: 'close' });
    default:
      return null;
  }
}
