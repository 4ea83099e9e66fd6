/**
 * The forms' wire contract, shared by the page, the service worker and the server: which
 * endpoint takes which kind and the headers every attempt carries. Plain data: a form reads it
 * as it shows; the answers' schemas, which need arktype, are in answer-schemas.ts.
 */

export const submissionKinds = ['callback', 'connect', 'director', 'vacancy'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The product API paths the forms post to. */
export const submissionEndpoint: Record<SubmissionKind, string> = {
  callback: '/api/v1/phone_callback/',
  connect: '/api/v1/connect_request/',
  director: '/api/v1/mail_to_header/',
  vacancy: '/api/v1/front_api/send-mail',
};

/** Issues a signed proof-of-work challenge (ALTCHA format). */
export const captchaChallengePath = '/api/v1/captcha/challenge';
/** The query parameter that carries the solution, as the spec's calls name it. */
export const captchaParam = 'g_recaptcha_response';

/** Every attempt of one submission carries the same key; the server answers a replay with the first outcome. */
export const idempotencyHeader = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;
/** Set on an answer that repeats a stored outcome. */
export const replayedHeader = 'Idempotent-Replayed';
/** How long the server keeps the outcome of a key. */
export const idempotencyRetentionDays = 7;

/** The vacancy application's file field and its rules (at most 10 MB). */
export const resumeField = 'resume';
export const resumeExtensions = ['pdf', 'doc', 'docx', 'rtf', 'odt', 'jpg', 'jpeg', 'png'] as const;
export const resumeMaxBytes = 10 * 1024 * 1024;

export type { ApiError, ApiErrorBody, SubmissionReceipt } from './answer-schemas';
