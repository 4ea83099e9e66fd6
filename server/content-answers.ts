/**
 * Content API answers (`/content/items/…`) kept by their parsed query and the content version,
 * each compressed once per encoding: the same queries come from every visitor's pages and
 * service worker, and the content never changes while the process runs. The key is the parsed
 * query, not the URL, so a parameter the API ignores (a cache-buster) or another spelling of the
 * same query (order, spacing, encoding) finds the same entry. `x-cache: hit|miss` says which.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCollectionName } from '../src/domain/content/collections';
import { ByteLru, EncodedBody, negotiated } from './compression';
import { canonical, contentQueryOf } from './content/request-query';

interface Answer {
  body: EncodedBody;
  headers: Record<string, string>;
  readonly bytes: number;
}

/** Bytes an entry costs beyond its body: its key and the map's own bookkeeping. */
const entryOverhead = 256;

/** The key of a content read, or null when it is not one to keep (bad query, a time-dependent one). */
function keyOf(request: FastifyRequest, version: string): string | null {
  const url = request.url;
  const at = url.indexOf('?');
  let path: string;
  try {
    path = decodeURIComponent(at < 0 ? url : url.slice(0, at));
  } catch {
    return null;
  }
  const m = /^\/content\/items\/([a-z_]+)(?:\/(\d{1,9}))?$/.exec(path);
  if (!m?.[1] || !isCollectionName(m[1])) return null;
  try {
    const query = canonical(contentQueryOf(request));
    // $NOW moves: such an answer is made anew each time.
    if (query.includes('$NOW')) return null;
    return `${version} ${m[1]}/${m[2] ?? ''} ${query}`;
  } catch {
    return null;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.headers(answer.headers).header('vary', 'Accept-Encoding').header('x-cache', 'hit');
  return reply.send(negotiated(request, reply, answer.body));
}

export function registerContentAnswerCache(app: FastifyInstance, version: string, maxBytes = 32 * 1024 * 1024): void {
  const cache = new ByteLru<Answer>(maxBytes);
  const keys = new WeakMap<FastifyRequest, string>();
  const fromCache = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    if (!request.url.startsWith('/content/items/')) return done();
    const key = keyOf(request, version);
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
    const overhead = key.length * 2 + entryOverhead;
    cache.set(key, { body, headers, get bytes() { return body.bytes + overhead; } });
    reply.header('vary', 'Accept-Encoding').header('x-cache', 'miss');
    done(null, negotiated(request, reply, body));
  });
}
