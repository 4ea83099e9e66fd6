/**
 * Refusals made before any route reads a request: an HTTP/1.1 request without Host (Node's own
 * refusal of it is a bare 400 without the security headers, so it is turned off and made here)
 * and a body with a Content-Encoding (nothing here takes a compressed body; a decoder left
 * paused on one kept a speed-test upload unanswered until the idle cut).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestMessages } from '../src/domain/forms/messages';
import { type I18nFor, refuse, sendRefusal } from './forms/answers';
import { requestLocale } from './request-locale';

/** For Fastify's `http` options: the Host check moves to the hook below. */
export const nodeHttpOptions = { requireHostHeader: false };

/** A body is coming, with an encoding other than identity. */
function isEncoded(request: FastifyRequest): boolean {
  const { headers } = request;
  const hasBody = headers['content-length'] !== undefined ? headers['content-length'] !== '0' : headers['transfer-encoding'] !== undefined;
  const encoding = (headers['content-encoding'] ?? '').trim().toLowerCase();
  return hasBody && encoding !== '' && encoding !== 'identity';
}

export function registerRequestGuards(app: FastifyInstance, i18nFor: I18nFor): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return reply
        .code(400)
        .header('connection', 'close')
        .header('cache-control', 'no-store')
        .send({ errors: [{ message: 'Missing Host header' }] });
    }
    if (isEncoded(request)) {
      // The body is never read: the connection closes after the answer.
      reply.header('connection', 'close');
      if (request.url.startsWith('/api/')) return sendRefusal(reply, refuse(415, i18nFor(requestLocale(request)), 'content_encoding', requestMessages.contentType));
      return reply
        .code(415)
        .header('cache-control', 'no-store')
        .send({ errors: [{ message: 'Compressed request bodies are not accepted: send it with no Content-Encoding' }] });
    }
  });
}
