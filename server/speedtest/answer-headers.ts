/** Headers every measurement answer shares: no caching, and CORS only for cross-origin clients (LibreSpeed's, Cloudflare's). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bytesReceivedHeader, receiveProfileHeader, receiveSpanHeader } from '../../src/domain/speedtest/wire';

export function noStore(reply: FastifyReply): FastifyReply {
  // Short: a probe's answer crosses the measured line (no-store alone keeps every cache out).
  return reply
    .header('cache-control', 'no-store, no-transform')
    .header('timing-allow-origin', '*')
    .header('content-encoding', 'identity');
}

/**
 * LibreSpeed's multi-server clients call from their own page's origin and add `?cors` to every
 * request, as its backend expects; its one bare POST before the upload names only its Origin.
 * They get the backend's CORS answer; same-origin requests send neither and keep their heads short.
 */
function isCrossOrigin(request: FastifyRequest): boolean {
  if (Object.hasOwn(request.query as object, 'cors')) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin.replace(/^[a-z]+:\/\//i, '') !== request.headers.host;
}

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
};
/**
 * Uploads name Content-Encoding (and some clients a Content-Type): their preflight must allow both.
 * This site's engine on another origin reads what the server received from the answer's heads.
 */
export const corsUploadHeaders = {
  ...corsHeaders,
  'access-control-allow-headers': 'Content-Encoding, Content-Type',
  'access-control-expose-headers': [bytesReceivedHeader, receiveSpanHeader, receiveProfileHeader, 'Server-Timing'].join(', '),
};
/** Cloudflare's engine reads the server's time for each request from Server-Timing. */
export const corsTimingHeaders = { ...corsUploadHeaders, 'access-control-expose-headers': 'Server-Timing' };

export function allowCrossOrigin(request: FastifyRequest, reply: FastifyReply, headers: Record<string, string> = corsHeaders): void {
  if (isCrossOrigin(request)) reply.headers(headers);
}
