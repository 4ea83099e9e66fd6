/** `GET received?tid=`: everything one test's uploads brought in, read once after its upload phase. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoint, parseTestId } from '../../src/domain/speedtest/wire';
import { noStore } from './answer-headers';
import type { SpeedtestState } from './state';

/** How long `received` waits for a test's uploads still arriving. */
const settleMs = 1000;

export function registerReceived(scope: FastifyInstance, base: string, state: SpeedtestState): void {
  // Slot by slot on the clock of x-receive-span, including the requests cut off at the end.
  scope.get(`${base}${endpoint.received}`, { compress: false }, async (request: FastifyRequest<{ Querystring: { tid?: string } }>, reply) => {
    noStore(reply);
    const id = parseTestId(request.query.tid);
    if (!id) return reply.code(400).send({ error: 'tid must be 16 to 32 lowercase hex digits' });
    await state.testTimelines.settled(id, settleMs);
    const timeline = state.testTimelines.read(id);
    if (!timeline) return reply.code(404).send({ error: 'no upload of this test has arrived (or it was too long ago)' });
    return timeline;
  });
}
