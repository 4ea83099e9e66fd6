/**
 * `GET counters`: the server's byte counts and open packet-loss sessions, for the bench and the
 * end-to-end tests only (registered when SPEEDTEST_COUNTERS is on). With ?from=&to= (epoch ms)
 * also what downloads sent and uploads brought in over that wall-clock window.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoint } from '../../src/domain/speedtest/wire';
import { noStore } from './answer-headers';
import type { LossSessions } from './loss/sessions';
import type { SpeedtestState } from './state';

export function registerCounters(scope: FastifyInstance, base: string, state: SpeedtestState, loss: Pick<LossSessions, 'open'>): void {
  scope.get(`${base}${endpoint.counters}`, { compress: false }, async (request: FastifyRequest<{ Querystring: { from?: string; to?: string } }>, reply) => {
    noStore(reply);
    const { from, to } = request.query;
    if (from === undefined && to === undefined) return { ...state.counters, lossSessions: loss.open };
    const window = [from, to].map((x) => (typeof x === 'string' && /^\d{1,15}(\.\d+)?$/.test(x) ? Number(x) : NaN));
    const sentBetween = state.sentTimeline.between(window[0] as number, window[1] as number);
    const receivedBetween = state.receivedTimeline.between(window[0] as number, window[1] as number);
    if (sentBetween === null || receivedBetween === null) {
      return reply.code(400).send({ error: 'from and to must be epoch milliseconds of the last two minutes, from before to' });
    }
    return { ...state.counters, lossSessions: loss.open, sentBetween, receivedBetween };
  });
}
