/**
 * The server's answers to a submission, as the sender checks them (src/outbox/attempt.ts):
 * loaded with the sender, when something is sent, not with the forms.
 */
import { type } from 'arktype';
import { submissionKinds } from './submissions';

/** The answer to an accepted submission (201), and to every replay of its key. */
export const SubmissionReceipt = type({
  id: 'number.integer > 0',
  kind: type.enumerated(...submissionKinds),
  received_at: 'string',
});
export type SubmissionReceipt = typeof SubmissionReceipt.infer;

/** A reason for a 4xx: a field's (field set) or the request's; message in the visitor's language. */
export const ApiError = type({ 'field?': 'string', code: 'string', message: 'string' });
export type ApiError = typeof ApiError.infer;
export const ApiErrorBody = type({ errors: ApiError.array() });
export type ApiErrorBody = typeof ApiErrorBody.infer;
