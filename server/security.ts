/** Security headers on every answer (a strict CSP with no 'unsafe-inline', HSTS, nosniff and friends); the speed test's measurement endpoints get the two that apply to bare bytes. */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The policy; `imgSources` adds origins pages may take images from (the map's tile server),
 * `connectSources` those they may call (the CRMs), `scriptHashes` the inline scripts allowed by
 * hash (the pages' boot script).
 */
export const policyWith = (imgSources: readonly string[], connectSources: readonly string[] = [], scriptHashes: readonly string[] = []) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptHashes].join(' '),
  "style-src 'self'",
  ["img-src 'self' data: blob:", ...imgSources].join(' '),
  "font-src 'self'",
  ["connect-src 'self'", ...connectSources].join(' '),
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "frame-src 'self'", // our own PDF notices, shown in an iframe
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const contentSecurityPolicy = policyWith([]);

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The speed test's measurement endpoints answer no document, only bytes or nothing, so a page
 * policy (CSP, framing, permissions, HSTS, referrer, opener) means nothing on them, and their
 * heads cross the measured line several times a second (docs/speed-test.md has the
 * figures). They keep what applies to any
 * resource: no MIME sniffing, and no loading by other sites' pages.
 */
export const measurementPath = /^\/(?:speedtest\/(?:garbage|empty)|__down|__up)(?:[?#]|$)/;
export const measurementHeaders: Record<string, string> = {
  'x-content-type-options': securityHeaders['x-content-type-options'] as string,
  'cross-origin-resource-policy': securityHeaders['cross-origin-resource-policy'] as string,
};

export function registerSecurityHeaders(app: FastifyInstance, imgSources: readonly string[] = [], connectSources: readonly string[] = [], scriptHashes: readonly string[] = []): void {
  const custom = imgSources.length > 0 || connectSources.length > 0 || scriptHashes.length > 0;
  const pageHeaders = custom ? { ...securityHeaders, 'content-security-policy': policyWith(imgSources, connectSources, scriptHashes) } : securityHeaders;
  app.addHook('onSend', async (request, reply, payload) => {
    const headers = measurementPath.test(request.url) ? measurementHeaders : pageHeaders;
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

/** Paths whose answers are JSON: a malformed one there gets JSON, elsewhere the site's error page. */
const jsonPath = /^\/(api|content|speedtest)(\/|$)/;

/**
 * Fastify answers a URL it cannot decode (`/%ff`) or an over-long parameter before any route,
 * so no onSend hook runs: the headers are set here (its `frameworkErrors` option). A visitor's
 * address gets the site's own error page in its language (rendered as the not-found page is,
 * answered with this status); API paths get JSON like the rest of the API.
 */
export function frameworkErrors(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const json = () =>
    reply
      .code(status)
      .headers(securityHeaders)
      .header('cache-control', 'no-store')
      .send({ errors: [{ message: error.message }] });
  const raw = request.raw.url ?? '/';
  if (jsonPath.test(raw) || request.method !== 'GET') {
    void json();
    return;
  }
  const errorPage = /^\/ru(\/|$|\?)/.test(raw) ? '/ru/404' : '/404';
  reply.server
    .inject({ method: 'GET', url: errorPage, headers: { host: request.headers.host ?? 'localhost', 'accept-language': request.headers['accept-language'] ?? '' } })
    .then((page) => {
      if (page.statusCode !== 404 || !String(page.headers['content-type']).startsWith('text/html')) return json();
      return reply
        .code(status)
        .headers({ ...securityHeaders, 'content-security-policy': String(page.headers['content-security-policy'] ?? securityHeaders['content-security-policy']) })
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.body);
    })
    .catch(() => json());
}

/** Answers Node's own client errors (bad HTTP, headers too large or too slow) with the headers too (`clientErrorHandler`). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers too large']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ errors: [{ message }] });
  const head = Object.entries({ ...securityHeaders, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}
