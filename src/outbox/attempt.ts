/**
 * One attempt to deliver an outbox item: a fresh proof-of-work solution, the same
 * Idempotency-Key as every earlier attempt, and a verdict on the answer. Runs in pages and in
 * the service worker (fetch and Web Crypto only).
 */
import { type } from 'arktype';
import { solveCaptcha } from '../domain/forms/captcha';
import { type ApiError, ApiErrorBody, SubmissionReceipt } from '../domain/forms/answer-schemas';
import { captchaChallengePath, captchaParam, idempotencyHeader, resumeField, submissionEndpoint } from '../domain/forms/submissions';
import type { OutboxItem } from './types';

export type AttemptResult =
  | { state: 'sent'; receipt: SubmissionReceipt }
  /**
   * Try again later: offline, a network error, 408, 409 (the first try is still running), 429,
   * 5xx. `unreachable`: no answer came at all (the network, not the server, is the trouble).
   */
  | { state: 'queued'; retryAfterMs: number | null; reason: string; unreachable: boolean; status?: number }
  /** The server refused it for a reason the visitor can fix (another 4xx). */
  | { state: 'failed'; errors: ApiError[] };

/** Answers that say "not now" rather than "no". */
export const isRetryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/** Waits before try n (1-based): 5 s, 10 s, 20 s ... at most 5 min. */
export const backoffMs = (attempts: number) => Math.min(5 * 60_000, 5000 * 2 ** Math.max(0, attempts - 1));

function retryAfter(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

function body(item: OutboxItem): { body: BodyInit; type: string | null } {
  if (item.file) {
    const form = new FormData();
    for (const [name, value] of Object.entries(item.fields)) form.append(name, String(value));
    form.append(resumeField, item.file.blob, item.file.name);
    return { body: form, type: null };
  }
  return { body: JSON.stringify(item.fields), type: 'application/json' };
}

/** The challenge was answered with an error: judged as the submission's answer would be. */
class ChallengeRefused extends Error {
  constructor(readonly response: Response) {
    super(`challenge HTTP ${response.status}`);
  }
}

async function solution(origin: string): Promise<string> {
  const response = await fetch(`${origin}${captchaChallengePath}`, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new ChallengeRefused(response);
  return solveCaptcha(await response.json());
}

/** "Not now" (isRetryable): the server's time to wait, and its reason for a 5xx. */
async function notNow(response: Response): Promise<AttemptResult> {
  const reason = response.status >= 500 ? (await errorsOf(response)).map((e) => e.message).join('; ') : `HTTP ${response.status}`;
  return { state: 'queued', retryAfterMs: retryAfter(response), reason, unreachable: false, status: response.status };
}

async function errorsOf(response: Response): Promise<ApiError[]> {
  try {
    const parsed = ApiErrorBody(await response.json());
    if (!(parsed instanceof type.errors)) return parsed.errors;
  } catch {
    // Not our JSON (a proxy's page): say the status.
  }
  return [{ code: 'http', message: `HTTP ${response.status}` }];
}

export async function attempt(item: OutboxItem, origin = ''): Promise<AttemptResult> {
  // A captcha refused for its own sake (expired on a slow phone) gets one fresh try.
  for (let round = 0; round < 2; round++) {
    let response: Response;
    try {
      const proof = await solution(origin);
      const { body: payload, type } = body(item);
      const headers: Record<string, string> = { [idempotencyHeader]: item.id, 'Accept-Language': item.locale, Accept: 'application/json' };
      if (type) headers['Content-Type'] = type;
      const url = `${origin}${submissionEndpoint[item.kind]}?${captchaParam}=${encodeURIComponent(proof)}`;
      response = await fetch(url, { method: 'POST', headers, body: payload, cache: 'no-store', credentials: 'same-origin' });
    } catch (error) {
      // A server down behind its proxy answers the challenge with the same 5xx: the run counts.
      if (error instanceof ChallengeRefused && isRetryable(error.response.status)) return notNow(error.response);
      // fetch rejects with a TypeError when nothing answered; other errors are answers we could not use.
      return { state: 'queued', retryAfterMs: null, reason: error instanceof Error ? error.message : 'network error', unreachable: error instanceof TypeError };
    }
    if (response.ok) {
      const receipt = SubmissionReceipt(await response.json().catch(() => null));
      if (receipt instanceof type.errors) return { state: 'queued', retryAfterMs: null, reason: 'unreadable answer', unreachable: false };
      return { state: 'sent', receipt };
    }
    if (isRetryable(response.status)) return notNow(response);
    const errors = await errorsOf(response);
    const captchaOnly = errors.length > 0 && errors.every((e) => e.code === 'captcha');
    if (!(captchaOnly && round === 0)) return { state: 'failed', errors };
  }
  return { state: 'failed', errors: [{ code: 'captcha', message: 'captcha' }] };
}
