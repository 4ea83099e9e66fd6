/**
 * The product API client (spec, platform section 7), on ofetch: the site's /api/v1, the old and
 * new CRM integrations behind their path markers, a timeout, retries for GET only (a POST, PUT,
 * PATCH or DELETE repeated could act twice) and the spec's answer mapping. Every product API
 * read goes through it; the forms' submissions go through their outbox instead.
 */
import { ofetch, type FetchError, type FetchOptions } from 'ofetch';
import type { ArkErrors, Type } from 'arktype';
import { defaultProductApiConfig, type ProductApiConfig } from '../domain/product-api-config';
import { unauthorizedTarget } from './product-api-login';

export type ApiAnswer<T> =
  /** 2xx with its parsed body (checked against the schema when one is given). */
  | { status: 'data'; code: number; data: T }
  /** 400: the parsed body too, the server's reasons. */
  | { status: 'refused'; code: 400; data: unknown }
  | { status: 'ok'; code: 304 }
  | { status: 'deleted'; code: 101 | 204 | 205 }
  /** 401: the browser has been sent to the phone login (unless on an exempt page). */
  | { status: 'unauthorized'; code: 401 }
  /** 404, with the server's body (its reasons, when it gives them). */
  | { status: 'not found'; code: 404; data?: unknown }
  | { status: 'server error'; code: 500 }
  | { status: 'bad gateway'; code: 502 }
  /** A 2xx body that does not match the schema. */
  | { status: 'invalid'; code: number; problems: string }
  /** Any other status, with the server's body; code 0: no answer (network, timeout or aborted, as `reason` says). */
  | { status: 'failed'; code: number; reason?: 'network' | 'timeout' | 'aborted'; data?: unknown };

/** The spec's mapping of a status and its parsed body. */
export function answerFor(code: number, body: unknown): ApiAnswer<unknown> {
  if (code === 101 || code === 204 || code === 205) return { status: 'deleted', code };
  if (code === 304) return { status: 'ok', code };
  if (code === 400) return { status: 'refused', code, data: body };
  if (code >= 200 && code < 300) return { status: 'data', code, data: body };
  if (code === 401) return { status: 'unauthorized', code };
  if (code === 404) return { status: 'not found', code, data: body };
  if (code === 500) return { status: 'server error', code };
  if (code === 502) return { status: 'bad gateway', code };
  return { status: 'failed', code, data: body };
}

export interface CallOptions<T> {
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  body?: FetchOptions['body'];
  signal?: AbortSignal;
  /** Milliseconds for the whole call, retries included. */
  timeout?: number;
  /** Checks a 2xx body; a mismatch answers `invalid`. */
  schema?: Type<T>;
}

export interface ClientOptions {
  config?: ProductApiConfig | null;
  timeout?: number;
  /** Extra attempts of a GET that got no answer or a passing failure (408, 425, 429, 5xx). */
  retries?: number;
  retryDelay?: number;
  /** What a 401 does; by default the browser goes to the phone login. */
  onUnauthorized?: () => void;
}

const retryStatusCodes = [408, 425, 429, 500, 502, 503, 504];

function goToPhoneLogin(): void {
  if (typeof window === 'undefined') return;
  const target = unauthorizedTarget(window.location.pathname);
  if (target) window.location.assign(target);
}

/** The URL and headers of a path: "ELMA/…" and "NEWELMA/…" go to their CRM's base. */
export function resolveTarget(path: string, config: ProductApiConfig): { url: string; headers: Record<string, string> } {
  const clean = path.replace(/^\/+/, '');
  const join = (base: string, rest: string) => `${base.replace(/\/+$/, '')}/${rest}`;
  if (clean.startsWith('NEWELMA/')) {
    const rest = clean.slice('NEWELMA/'.length);
    return { url: config.newCrmBase ? join(config.newCrmBase, rest) : join(config.base, clean), headers: {} };
  }
  if (clean.startsWith('ELMA/')) {
    const rest = clean.slice('ELMA/'.length);
    const headers: Record<string, string> = config.crmAuthorization ? { authorization: config.crmAuthorization } : {};
    return { url: config.crmBase ? join(config.crmBase, rest) : join(config.base, clean), headers };
  }
  return { url: join(config.base, clean), headers: {} };
}

/** A signal that fires on the caller's abort or after `ms`, whichever comes first. */
function deadline(ms: number, outer?: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('The call took too long', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

export function createProductApi(options: ClientOptions = {}) {
  const config = options.config ?? defaultProductApiConfig;
  const timeout = options.timeout ?? 10_000;

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, opts: CallOptions<T> = {}): Promise<ApiAnswer<T>> {
    const target = resolveTarget(path, config);
    const limit = deadline(opts.timeout ?? timeout, opts.signal);
    let answer: ApiAnswer<unknown>;
    try {
      const response = await ofetch.raw(target.url, {
        method,
        query: opts.query,
        body: opts.body,
        headers: { accept: 'application/json', ...target.headers, ...opts.headers },
        signal: limit.signal,
        retry: method === 'GET' ? (options.retries ?? 1) : false,
        retryDelay: options.retryDelay ?? 400,
        retryStatusCodes,
      });
      answer = answerFor(response.status, response._data);
    } catch (error) {
      const failure = error as FetchError;
      if (failure.response) answer = answerFor(failure.response.status, failure.data);
      else if (opts.signal?.aborted) answer = { status: 'failed', code: 0, reason: 'aborted' };
      else if (limit.signal.aborted) answer = { status: 'failed', code: 0, reason: 'timeout' };
      else answer = { status: 'failed', code: 0, reason: 'network' };
    } finally {
      limit.done();
    }
    if (answer.status === 'unauthorized') (options.onUnauthorized ?? goToPhoneLogin)();
    if (answer.status === 'data' && opts.schema) {
      // Asked through the schema, not `instanceof ArkErrors`: importing arktype here would load
      // it for every caller, also those without a schema (the app banner's whoami).
      if (!opts.schema.allows(answer.data)) return { status: 'invalid', code: answer.code, problems: (opts.schema(answer.data) as ArkErrors).summary };
      return { ...answer, data: opts.schema(answer.data) as T };
    }
    return answer as ApiAnswer<T>;
  }

  return {
    get: <T>(path: string, opts?: Omit<CallOptions<T>, 'body'>) => call('GET', path, opts),
    post: <T>(path: string, opts?: CallOptions<T>) => call('POST', path, opts),
    put: <T>(path: string, opts?: CallOptions<T>) => call('PUT', path, opts),
    patch: <T>(path: string, opts?: CallOptions<T>) => call('PATCH', path, opts),
    delete: <T>(path: string, opts?: CallOptions<T>) => call('DELETE', path, opts),
  };
}

export type ProductApi = ReturnType<typeof createProductApi>;
