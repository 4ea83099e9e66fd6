/**
 * The registration's pages each ask whether an application exists and is open (their loader's
 * lookup, made by the server itself and so not counted by the API). Their renders are counted
 * here instead, per visitor, with the API's read allowance: a stranger cannot learn which numbers
 * exist by asking for pages faster than by asking the API.
 */
import type { FastifyInstance } from 'fastify';
import { requestMessages } from '../../src/domain/forms/messages';
import { refuse } from '../forms/answers';
import { requestLocale } from '../request-locale';
import type { RegistrationDeps } from './deps';

/** /registration/{id} and /registration?number=… in either language. */
const lookupPage = /^(?:\/ru)?\/registration(?:\/[^/?]+\/?(?:\?.*)?|\/?\?(?:.*&)?number=.*)$/;

export function registerPageLimit(app: FastifyInstance, { readLimits, i18nFor }: Pick<RegistrationDeps, 'readLimits' | 'i18nFor'>) {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !lookupPage.test(request.url)) return;
    const wait = await readLimits.take('registration_page', request);
    if (wait === null) return;
    const i18n = i18nFor(requestLocale(request));
    const message = refuse(429, i18n, 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) }).errors[0]?.message ?? '';
    return reply.code(429).header('retry-after', String(wait)).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
  });
}
