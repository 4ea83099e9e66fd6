/** Helpers for the forms' server tests: real challenges solved, requests sent, the database read (tests/support/database.ts). */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { solveCaptcha } from '../../src/domain/forms/captcha';
import { type SubmissionKind, submissionEndpoint } from '../../src/domain/forms/submissions';

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export async function proof(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/v1/captcha/challenge`)).json()) as unknown;
  return solveCaptcha(challenge);
}

export interface SendOptions {
  key?: string;
  lang?: string;
  captcha?: string | null;
  headers?: Record<string, string>;
}

/** POSTs a JSON form with a fresh solution (unless told otherwise). */
export async function sendJson(base: string, kind: Exclude<SubmissionKind, 'vacancy'>, body: unknown, opts: SendOptions = {}) {
  const captcha = opts.captcha === undefined ? await proof(base) : opts.captcha;
  const query = captcha === null ? '' : `?g_recaptcha_response=${encodeURIComponent(captcha)}`;
  return fetch(`${base}${submissionEndpoint[kind]}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': opts.key ?? randomUUID(), 'accept-language': opts.lang ?? 'uk', ...opts.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function vacancyForm(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('resume', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

export async function sendVacancy(base: string, form: FormData, opts: SendOptions = {}) {
  const captcha = opts.captcha === undefined ? await proof(base) : opts.captcha;
  const query = captcha === null ? '' : `?g_recaptcha_response=${encodeURIComponent(captcha)}`;
  return fetch(`${base}${submissionEndpoint.vacancy}${query}`, {
    method: 'POST',
    headers: { 'idempotency-key': opts.key ?? randomUUID(), 'accept-language': opts.lang ?? 'uk', ...opts.headers },
    body: form,
  });
}

export const goodVacancy = { fullname: 'Ткаченко Андрій', phone: '067 123-45-67', email: 'andrii@example.com', comment: 'Готовий вийти з понеділка', vacancy_id: '1', consent: 'true' };

export { countRows, execute, query } from './database';

export function uploadedFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
