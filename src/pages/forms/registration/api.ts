/**
 * The registration's calls through the product API client (ofetch): the CRM's ELMA/NEWELMA paths
 * of src/domain/registration/contract.ts. Each answers data, or the server's reasons, or says
 * that nothing answered (offline), so the page can keep the draft and try again.
 */
import { type ApiAnswer, createProductApi, resolveTarget } from '../../../data/product-api';
import { type ProductApiConfig, defaultProductApiConfig } from '../../../domain/product-api-config';
import type { ApiError } from '../../../domain/forms/submissions';
import type { Locale } from '../../../domain/locale';
import { registrationCalls as calls, underApi } from '../../../domain/registration/contract';
import type { PhotoSlot, VerificationResult } from '../../../domain/registration/contract';

export interface Lookup {
  id: string;
  status: number;
  /** Masked: "+380 67 *** ** 67". */
  phone: string;
  phone_confirmed: boolean;
  verified: boolean;
  sent: boolean;
  /** This browser holds the application's session (its phone was confirmed here). */
  session: boolean;
}

export interface StoredFile {
  id: string;
  slot: PhotoSlot;
  type: string;
  size: number;
  width: number;
  height: number;
}

export interface StoredApplication {
  id: string;
  verified: boolean;
  sent_at: string | null;
  connection_address: string;
  form: Record<string, unknown> | null;
  files: StoredFile[];
}

/** data: the answer; refused: the server's reasons (its status too); offline: nothing answered. */
export type Outcome<T> = { kind: 'data'; data: T } | { kind: 'refused'; status: number; errors: ApiError[] } | { kind: 'offline' };


/** The server's reasons; a proxy's page or an empty answer says "server error" (platform.md, section 7) in the visitor's words. */
function errorsOf(data: unknown, status: number, serverError: string): ApiError[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.every((e) => typeof e?.message === 'string')) return errors as ApiError[];
  return [{ code: status >= 500 ? 'server_error' : 'http', message: status >= 500 ? serverError : `${serverError} (HTTP ${status})` }];
}

function outcome<T>(answer: ApiAnswer<T>, serverError: string): Outcome<T> {
  if (answer.status === 'data') return { kind: 'data', data: answer.data };
  if (answer.code === 0) return { kind: 'offline' };
  const data = 'data' in answer ? answer.data : undefined;
  return { kind: 'refused', status: answer.code, errors: errorsOf(data, answer.code, serverError) };
}

/**
 * `serverError`: the words for an answer that gives no reason of its own; `config`: where the
 * product API and the CRM integrations are (the site data's), this site's own API by default.
 */
export function registrationApi(locale: Locale, serverError: string, config: ProductApiConfig = defaultProductApiConfig) {
  // The registration is exempt from the 401 -> phone login rule (platform.md, section 6).
  const api = createProductApi({ config, onUnauthorized: () => {} });
  const post = async <T>(path: string, body: object) =>
    outcome(await api.post<T>(underApi(path), { body, headers: { 'Accept-Language': locale }, timeout: 20_000 }), serverError);
  return {
    lookup: (number: string) => post<Lookup>(calls.lookup, { number }),
    sendCode: (id: string, phone?: string) => post<{ sent: boolean; phone: string; resend_in: number }>(calls.changePhone, phone ? { connection_id: id, phone } : { connection_id: id }),
    checkCode: (id: string, code: string) => post<Lookup>(calls.checkCode, { connection_id: id, code }),
    stored: (id: string) => post<StoredApplication>(calls.getData, { connection_id: id }),
    saveForm: (id: string, form: object) => post<{ saved: boolean }>(calls.updateForm(id), form),
    verify: (id: string) => post<{ results: { id: string; result: VerificationResult }[] }>(calls.runVerification, { context: { online_form: [id] } }),
    deleteFiles: (id: string, files: string[]) => post<{ deleted: number }>(calls.deleteFiles, { connection_id: id, files }),
    /** One photo's upload with its progress (uploadPhoto), to where the config sends it. */
    upload: (id: string, slot: PhotoSlot, blob: Blob, name: string, key: string, onProgress: (fraction: number) => void) =>
      uploadPhoto(resolveTarget(underApi(calls.uploadFile(id)), config), serverError, slot, blob, name, key, locale, onProgress),
    /** The photo's bytes (a Blob), for the visitor to see what was uploaded. */
    async file(id: string, fileId: string): Promise<Blob | null> {
      const target = resolveTarget(underApi(calls.getFile), config);
      try {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: { ...target.headers, 'content-type': 'application/json', 'accept-language': locale },
          body: JSON.stringify({ connection_id: id, file_id: fileId }),
          credentials: 'same-origin',
        });
        return response.ok ? await response.blob() : null;
      } catch {
        return null;
      }
    },
  };
}
export type RegistrationApi = ReturnType<typeof registrationApi>;

/**
 * One photo's upload, with its progress: XMLHttpRequest, since fetch cannot report an upload's
 * progress. The key is the photo's own: a retry after a lost answer stores it once.
 */
function uploadPhoto(
  target: { url: string; headers: Record<string, string> },
  serverError: string,
  slot: PhotoSlot,
  blob: Blob,
  name: string,
  key: string,
  locale: Locale,
  onProgress: (fraction: number) => void,
): { done: Promise<Outcome<StoredFile>>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Outcome<StoredFile>>((resolve) => {
    xhr.open('POST', target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Idempotency-Key', key);
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ kind: 'data', data: xhr.response as StoredFile });
      else resolve({ kind: 'refused', status: xhr.status, errors: errorsOf(xhr.response, xhr.status, serverError) });
    };
    xhr.onerror = () => resolve({ kind: 'offline' });
    xhr.onabort = () => resolve({ kind: 'offline' });
    const form = new FormData();
    form.append('name', slot);
    form.append('file', blob, name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
