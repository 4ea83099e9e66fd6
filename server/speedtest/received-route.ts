/**
 * `GET received?tid=`: everything one test's uploads brought in, read once after its upload
 * phase; with `live=1`, what has arrived so far, at once (a streamed upload's only report).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoint, parseTestId, slotMs } from '../../src/domain/speedtest/wire';
import { allowCrossOrigin, noStore } from './answer-headers';
import type { SpeedtestState } from './state';

/** How long `received` waits for a test's uploads still arriving. */
const settleMs = 1000;

/** No timeline is longer than this many slots (TestTimelines' span). */
const maxSlot = 100_000;

export function registerReceived(scope: FastifyInstance, base: string, state: SpeedtestState): void {
  // Slot by slot on the clock of x-receive-span, including the requests cut off at the end.
  scope.get(`${base}${endpoint.received}`, { compress: false }, async (request: FastifyRequest<{ Querystring: { tid?: string; live?: string; from?: string } }>, reply) => {
    allowCrossOrigin(request, reply);
    noStore(reply);
    const id = parseTestId(request.query.tid);
    if (!id) return reply.code(400).send({ error: 'tid must be 16 to 32 lowercase hex digits' });
    if (request.query.live !== undefined) {
      if (request.query.live !== '1') return reply.code(400).send({ error: 'live must be 1' });
      const from = request.query.from === undefined ? 0 : Number(request.query.from);
      if (!(Number.isInteger(from) && from >= 0 && from <= maxSlot)) return reply.code(400).send({ error: `from must be a slot index from 0 to ${maxSlot}` });
      const nowMs = Number(process.hrtime.bigint()) / 1e6;
      // Before the first byte has arrived there is nothing yet: an empty timeline starting now.
      return { ...(state.testTimelines.read(id, from) ?? { slotMs, firstMs: nowMs, bytes: [] }), from, nowMs };
    }
    await state.testTimelines.settled(id, settleMs);
    const timeline = state.testTimelines.read(id);
    if (!timeline) return reply.code(404).send({ error: 'no upload of this test has arrived (or it was too long ago)' });
    return timeline;
  });
}
