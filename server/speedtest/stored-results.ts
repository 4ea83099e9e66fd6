/**
 * Opt-in store of speed-test results under a short id (src/domain/speedtest/stored-result.ts):
 * POST stores one, GET answers it. Rate-limited per address like the forms; the retention job
 * deletes them after their fixed period.
 */
import { randomInt } from 'node:crypto';
import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { issuesOf } from '../../src/domain/forms/issues';
import { requestMessages } from '../../src/domain/forms/messages';
import { SpeedTestRecord, type StoredSpeedTest, resultIdAlphabet, resultIdLength, resultIdPattern, storedResultsEndpoint } from '../../src/domain/speedtest/stored-result';
import type { Db } from '../db/database';
import { type I18nFor, Refusal, invalid, refuse, sendRefusal } from '../forms/answers';
import type { RateLimit } from '../forms/rate-limit';
import { requestLocale } from '../request-locale';

function newId(): string {
  let id = '';
  for (let i = 0; i < resultIdLength; i++) id += resultIdAlphabet[randomInt(resultIdAlphabet.length)];
  return id;
}

export function registerStoredResults(app: FastifyInstance, deps: { db: Db; i18nFor: I18nFor; limits: RateLimit }) {
  const insert = (id: string, result: string) => deps.db.run('INSERT INTO speedtest_results (id, result) VALUES (?, ?) ON CONFLICT DO NOTHING', [id, result]);
  const read = (id: string) => deps.db.get<{ id: string; result: string; created_at: string }>('SELECT id, result, created_at FROM speedtest_results WHERE id = ?', [id]);
  const answer = (row: { id: string; result: string; created_at: string }): StoredSpeedTest => ({
    id: row.id,
    result: JSON.parse(row.result) as StoredSpeedTest['result'],
    stored_at: row.created_at,
  });

  app.post(storedResultsEndpoint, { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const i18n = deps.i18nFor(requestLocale(request));
    try {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse(400, i18n, 'malformed', requestMessages.malformed);
      const out = SpeedTestRecord(body);
      if (out instanceof type.errors) throw invalid(i18n, issuesOf(out));
      const wait = await deps.limits.take('speedtest_result', request);
      if (wait !== null) {
        const r = refuse(429, i18n, 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) });
        throw new Refusal(429, r.errors, { 'retry-after': String(wait) });
      }
      // A clash among 31^8 ids is rare; a few fresh draws settle it.
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = newId();
        if ((await insert(id, JSON.stringify(out))).changes === 1) {
          reply.header('cache-control', 'no-store');
          return reply.code(201).send(answer((await read(id)) as never));
        }
      }
      throw new Error('No free speed-test result id after 5 draws');
    } catch (error) {
      if (error instanceof Refusal) return sendRefusal(reply, error);
      throw error;
    }
  });

  app.get<{ Params: { id: string } }>(`${storedResultsEndpoint}:id`, async (request, reply) => {
    const i18n = deps.i18nFor(requestLocale(request));
    reply.header('cache-control', 'no-store');
    if (!resultIdPattern.test(request.params.id)) return sendRefusal(reply, refuse(400, i18n, 'invalid', requestMessages.malformed, undefined, 'id'));
    const row = await read(request.params.id);
    if (!row) return reply.code(404).send({ errors: [{ code: 'not_found', message: 'No such result' }] });
    return answer(row);
  });
}
