/**
 * Content API answers (`/content/items/…`) kept by their normalised query and the content
 * version, each compressed once per encoding: the same queries come from every visitor's pages
 * and service worker, and the content never changes while the process runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ByteLru, EncodedBody, negotiated } from './compression';

interface Answer {
  body: EncodedBody;
  headers: Record<string, string>;
  readonly bytes: number;
}

/** The path and its parameters sorted by name (a name's own values keep their order). */
function keyOf(url: string, version: string): string | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (!path.startsWith('/content/items/')) return null;
  if (at < 0 || url.length > 4096) return at < 0 ? `${version} ${path}` : null;
  try {
    const params = [...new URLSearchParams(url.slice(at + 1))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${version} ${path}?${new URLSearchParams(params).toString()}`;
  } catch {
    return null;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.headers(answer.headers).header('vary', 'Accept-Encoding');
  return reply.send(negotiated(request, reply, answer.body));
}

export function registerContentAnswerCache(app: FastifyInstance, version: string, maxBytes = 32 * 1024 * 1024): void {
  const cache = new ByteLru<Answer>(maxBytes);
  const keys = new WeakMap<FastifyRequest, string>();
  const fromCache = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const key = keyOf(request.url, version);
    if (!key) return done();
    const hit = cache.get(key);
    if (!hit) {
      keys.set(request, key);
      return done();
    }
    fromCache.add(request);
    send(request, reply, hit);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const key = keys.get(request);
    if (!key || fromCache.has(request) || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = new EncodedBody(Buffer.from(payload));
    cache.set(key, { body, headers, get bytes() { return body.bytes; } });
    reply.header('vary', 'Accept-Encoding');
    done(null, negotiated(request, reply, body));
  });
}
