/**
 * The endpoints of Cloudflare's speed test (@cloudflare/speedtest), so the benchmark can run
 * that published engine against this server beside ours, from this site's pages or another
 * origin's (CORS as for LibreSpeed's routes, docs/speedtest-clients.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowCrossOrigin, corsTimingHeaders, noStore } from './answer-headers';
import { downloadBody, parseBytes } from './download-source';
import { drain, isCutOffByClient, maxUploadBytes } from './drain';
import type { SpeedtestState } from './state';

const sinceMs = (started: bigint) => (Number(process.hrtime.bigint() - started) / 1e6).toFixed(3);

export function registerCloudflare(scope: FastifyInstance, state: SpeedtestState): void {
  scope.get('/__down', { compress: false }, async (request: FastifyRequest<{ Querystring: { bytes?: string } }>, reply) => {
    const started = process.hrtime.bigint();
    allowCrossOrigin(request, reply, corsTimingHeaders);
    const bytes = parseBytes(request.query.bytes);
    noStore(reply)
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(bytes))
      .header('server-timing', `cfRequestDuration;dur=${sinceMs(started)}`);
    return reply.send(downloadBody(bytes, state));
  });

  scope.post('/__up', { compress: false, bodyLimit: maxUploadBytes }, async (request, reply) => {
    const started = process.hrtime.bigint();
    allowCrossOrigin(request, reply, corsTimingHeaders);
    if (request.body) {
      const cutOff = await drain(request.body as NodeJS.ReadableStream, { state }).then(
        () => false,
        (error: unknown) => {
          if (isCutOffByClient(error)) return true;
          throw error;
        },
      );
      if (cutOff) return reply.hijack();
    }
    noStore(reply).header('server-timing', `cfRequestDuration;dur=${sinceMs(started)}`);
    return reply.code(200).send();
  });

  for (const path of ['/__down', '/__up']) {
    scope.options(path, { compress: false }, async (_request, reply) => reply.code(204).headers(corsTimingHeaders).send());
  }
}
