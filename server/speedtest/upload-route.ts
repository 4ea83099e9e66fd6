/**
 * `POST empty` with a body: an upload. Its answer reports what the connection received since its
 * last answer, on the server's monotonic clock, so a client can place every request of every
 * stream on one time line (wire.ts names the headers).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  bytesReceivedHeader,
  formatReceiveProfile,
  formatReceiveSpan,
  formatServerTiming,
  parseAnswerAfter,
  parseTestId,
  answerAfterHeader,
  receiveProfileHeader,
  receiveSpanHeader,
  slotMs,
} from '../../src/domain/speedtest/wire';
import { drain, isCutOffByClient } from './drain';
import { ledgerOf } from './receive-ledger';
import type { SpeedtestState } from './state';

/** Drains the upload and puts its report in the answer's headers; false when its client is gone (the reply is hijacked). */
export async function receiveUpload(state: SpeedtestState, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const ledger = ledgerOf(state.ledgers, request.raw.socket);
  ledger.dropStale();
  // An uploading client can ask for its answer before the last bytes arrive, so the answer is
  // on its way while they travel and the connection never idles between requests; those last
  // bytes are reported by the next answer.
  await new Promise<void>((resolve, reject) => {
    let answered = false;
    const answer = () => {
      answered = true;
      resolve();
    };
    const testId = parseTestId((request.query as { tid?: unknown }).tid);
    const end = testId ? state.testTimelines.begin(testId) : () => {};
    request.raw.once('close', end);
    drain(request.body as NodeJS.ReadableStream, { state, ledger, answerAfter: parseAnswerAfter(request.headers[answerAfterHeader]), answer, testId })
      .catch((error: unknown) => {
        // Already answered: nothing more to say to this client but to close its connection.
        if (answered) request.raw.destroy();
        else reject(error);
      })
      .finally(end);
  }).catch((error: unknown) => {
    if (!isCutOffByClient(error)) throw error;
  });
  if (request.raw.socket.destroyed) {
    reply.hijack();
    return false;
  }
  const report = ledger.take();
  reply.header(bytesReceivedHeader, String(report.bytes));
  reply.header('server-timing', formatServerTiming(report.durationMs, report.bytes));
  reply.header(receiveSpanHeader, formatReceiveSpan({ first: report.firstMs, last: report.lastMs, firstChunk: report.firstChunk }));
  if (report.profile.length) reply.header(receiveProfileHeader, formatReceiveProfile({ slotMs, bytes: report.profile }));
  return true;
}
