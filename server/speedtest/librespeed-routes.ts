/** The LibreSpeed backend protocol: garbage (download), empty (latency and upload), getIP. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoint } from '../../src/domain/speedtest/wire';
import { allowCrossOrigin, corsUploadHeaders, noStore } from './answer-headers';
import { downloadBody, parseChunks } from './download-source';
import { maxUploadBytes } from './drain';
import type { SpeedtestState } from './state';
import { receiveUpload } from './upload-route';

const MiB = 1024 * 1024;

export function registerLibreSpeed(scope: FastifyInstance, base: string, state: SpeedtestState, isProviderNetwork: (ip: string) => boolean): void {
  scope.get(`${base}${endpoint.download}`, { compress: false }, async (request: FastifyRequest<{ Querystring: { ckSize?: string } }>, reply) => {
    allowCrossOrigin(request, reply);
    const chunks = parseChunks(request.query.ckSize);
    noStore(reply)
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(chunks * MiB))
      .header('content-disposition', 'attachment; filename=random.dat');
    return reply.send(downloadBody(chunks * MiB, state));
  });

  const empty = async (request: FastifyRequest, reply: FastifyReply) => {
    allowCrossOrigin(request, reply, corsUploadHeaders);
    noStore(reply).header('connection', 'keep-alive');
    if (request.method === 'POST' && request.body && !(await receiveUpload(state, request, reply))) return reply;
    return reply.code(200).send();
  };
  scope.get(`${base}${endpoint.empty}`, { compress: false }, empty);
  scope.post(`${base}${endpoint.empty}`, { compress: false, bodyLimit: maxUploadBytes }, empty);

  scope.get(`${base}${endpoint.ip}`, { compress: false }, async (request, reply) => {
    allowCrossOrigin(request, reply);
    noStore(reply);
    const ip = request.ip.replace(/^::ffff:/, '');
    const provider = isProviderNetwork(request.ip);
    return { processedString: provider ? `${ip} - ZoriaNet` : ip, rawIspInfo: '', ip, is_provider_network: provider };
  });

  // Preflights of cross-origin clients (an upload names Content-Encoding), on the measurement
  // endpoints only: every other route stays same-origin.
  for (const path of [endpoint.download, endpoint.empty, endpoint.ip]) {
    scope.options(`${base}${path}`, { compress: false }, async (_request, reply) => reply.code(204).headers(corsUploadHeaders).send());
  }
}
