/** What the measurement needs from its surroundings: injectable so the engine can be tested. */
import type { FromWorker, SpeedTestServer } from '../../src/domain/speedtest/protocol';
import { endpoint } from '../../src/domain/speedtest/wire';

export interface EngineContext {
  fetch: typeof fetch;
  now: () => number;
  /** Wall-clock time (epoch ms) at which `now()` was 0: places a transfer on the server's clock. */
  timeOrigin: number;
  emit: (message: FromWorker) => void;
  signal: AbortSignal;
  /** Round trip of a finished request from Resource Timing (request start to first byte), ms. */
  timing: (url: string) => number | null;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Options for the many small requests that cross the measured line while it is measured (latency
 * probes, upload POSTs): no Referer, no cookies and no cache headers, since the random query
 * already defeats every cache. Every probe's and every upload's head travels up the line beside
 * the upload, so each header left out is a little less error on a slow line.
 */
export const lean = { referrerPolicy: 'no-referrer', credentials: 'omit' } as const satisfies RequestInit;

/** A server's endpoints as absolute URLs, each with the query every request to it carries. */
export interface Endpoints {
  download: string;
  upload: string;
  ping: string;
  ip: string;
  /** This site's own: what the server received (another LibreSpeed server answers 404). */
  received: string;
}

/**
 * Where a server answers: LibreSpeed's names under its base URL, or those its list gives. A
 * server from a LibreSpeed list is asked with `cors`, as LibreSpeed's multi-server client asks
 * (its backend answers CORS only then; ours either way).
 */
export function endpointsOf(server: SpeedTestServer): Endpoints {
  const at = (path: string) => new URL(path, server.url).href + (server.endpoints ? '?cors=true' : '');
  const listed = server.endpoints;
  return {
    download: at(listed?.download ?? endpoint.download),
    upload: at(listed?.upload ?? endpoint.empty),
    ping: at(listed?.ping ?? endpoint.empty),
    ip: at(listed?.ip ?? endpoint.ip),
    received: at(endpoint.received),
  };
}

/** A URL that no cache can answer: a random query on every request. */
export function fresh(url: string, query = ''): string {
  const r = `r=${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  return `${url}${url.includes('?') ? '&' : '?'}${query ? `${query}&` : ''}${r}`;
}

/**
 * A controller that also aborts when `parent` does, and can be cut off after a delay
 * (AbortSignal.any and AbortSignal.timeout are too new for older Safari). `release` drops the
 * link to the parent and any pending cut.
 */
export function childAbort(parent: AbortSignal) {
  const controller = new AbortController();
  const follow = () => controller.abort(parent.reason);
  if (parent.aborted) follow();
  else parent.addEventListener('abort', follow, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    controller,
    signal: controller.signal,
    cutAfter(ms: number, reason: unknown): void {
      timer = setTimeout(() => controller.abort(reason), ms);
    },
    release(): void {
      clearTimeout(timer);
      parent.removeEventListener('abort', follow);
    },
  };
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
