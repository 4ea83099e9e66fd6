/** POST /speedtest/loss/offer: the browser's SDP offer in, the server's answer out. */
import type { FastifyInstance } from 'fastify';
import { noStore } from '../answer-headers';
import { checkOffer, maxOfferLength } from './offer';
import { ClientFull, type LossSessions, SessionsFull } from './sessions';

/** Offers per address per minute: a test makes one. */
const offerRate = { max: 20, timeWindow: 60_000 };

export function registerLossOffer(app: FastifyInstance, base: string, sessions: LossSessions): void {
  void app.register(async (scope) => {
    scope.post(
      `${base}loss/offer`,
      { bodyLimit: maxOfferLength * 2, config: { rateLimit: offerRate } },
      async (request, reply) => {
        noStore(reply);
        const check = checkOffer(request.body);
        if (!check.ok) return reply.code(400).send({ errors: [{ message: check.reason }] });
        try {
          return { type: 'answer', sdp: await sessions.answer(check.sdp, request.ip) };
        } catch (error) {
          // The page shows "not measured" for either; the reason is for whoever reads the response.
          if (error instanceof ClientFull) return reply.code(429).header('retry-after', '10').send({ errors: [{ message: error.message }] });
          if (error instanceof SessionsFull) return reply.code(503).header('retry-after', '30').send({ errors: [{ message: error.message }] });
          request.log.info({ err: error }, 'packet-loss offer refused');
          return reply.code(400).send({ errors: [{ message: 'the offer could not be answered' }] });
        }
      },
    );
  });
}
