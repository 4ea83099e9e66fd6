/**
 * The registration on the product API's paths for the CRM integrations (a site without CRM
 * bases configured answers them itself). The first steps are here:
 * - POST /api/v1/NEWELMA/questionnaire_list/ and /api/v1/ELMA/get_connection_data `{ number }`:
 *   the application, its status, its phone masked, whether this browser holds its session and
 *   whether a questionnaire is stored (never its address: anyone may guess a number);
 * - POST /api/v1/ELMA/change_phone `{ connection_id, phone? }`: a code to that phone, or without
 *   one to the application's own ("yes, this is my phone");
 * - POST /api/v1/ELMA/check_sms_code `{ connection_id, code }`: confirms the phone and opens the
 *   session (the cookie of session-cookie.ts).
 * The questionnaire's calls are in questionnaire-routes.ts, photo-routes.ts and verification.ts.
 * Every refusal is 4xx with the reason in the visitor's language; every call is rate-limited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizePhone } from '../../src/domain/forms/phone';
import { registrationMessages as m } from '../../src/domain/forms/messages';
import { registrationCalls } from '../../src/domain/registration/contract';
import { Refusal, refuse } from '../forms/answers';
import { type Application, codeRules } from './applications';
import { applicationNumber } from './calls';
import type { RegistrationDeps } from './deps';
import { registerPhotoRoutes } from './photo-routes';
import { registerQuestionnaireRoutes } from './questionnaire-routes';
import { cookieTokens, sessionCookieHeader } from './session-cookie';
import { registerPageLimit } from './page-limit';
import { registerVerification } from './verification';

const codePattern = new RegExp(`^\\d{${codeRules.length}}$`);

/** "+380 67 *** ** 67": enough for the visitor to know the phone, not for a stranger to learn it. */
export const maskPhone = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 6)} *** ** ${phone.slice(-2)}`;

export function registerRegistration(app: FastifyInstance, deps: RegistrationDeps) {
  const { applications, calls, sessions, questionnaires } = deps;
  registerPageLimit(app, deps);
  const view = async (a: Application, request: FastifyRequest) => ({
    id: a.id,
    status: a.status,
    phone: maskPhone(a.phone),
    phone_confirmed: a.phone_confirmed_at !== null,
    verified: a.verified_at !== null,
    session: (await calls.sessionApplications(request)).has(a.id),
    sent: (await questionnaires.get(a.id)) !== null,
  });

  /** The application a call names, or the spec's refusal. */
  const named = async (value: unknown, request: FastifyRequest, field: string, code = 'wrong_number'): Promise<Application> => {
    const found = typeof value === 'string' && applicationNumber.test(value) ? await applications.get(value) : undefined;
    if (!found) throw refuse(code === 'wrong_number' ? 404 : 400, calls.i18nOf(request), code, code === 'wrong_number' ? m.wrongNumber : m.wrongConnection, undefined, field);
    return found;
  };
  /** The code steps need an open application that is not verified yet. */
  const open = (a: Application, request: FastifyRequest): Application => {
    if (a.status !== 1 || a.verified_at !== null) throw refuse(409, calls.i18nOf(request), 'not_open', m.wrongConnection, undefined, 'connection_id');
    return a;
  };

  const lookup = calls.json('registration_lookup', async (body, request) => view(await named(body.number, request, 'number'), request));
  app.post(registrationCalls.lookup, { bodyLimit: 16 * 1024 }, lookup);
  app.post(registrationCalls.lookupInactive, { bodyLimit: 16 * 1024 }, lookup);

  app.post(
    registrationCalls.changePhone,
    { bodyLimit: 16 * 1024 },
    calls.json('registration_sms', async (body, request) => {
      const i18n = calls.i18nOf(request);
      const application = open(await named(body.connection_id, request, 'connection_id', 'wrong_connection'), request);
      // No phone: the application's own one, confirmed as the visitor's.
      const phone = body.phone === undefined ? application.phone : typeof body.phone === 'string' ? normalizePhone(body.phone) : null;
      if (!phone) throw refuse(400, i18n, 'wrong_phone', m.wrongPhone, undefined, 'phone');
      const sent = await applications.issueCode(application.id, phone);
      if (!sent.ok) {
        const refusal =
          sent.reason === 'wait'
            ? refuse(429, i18n, 'resend_wait', m.resendWait, { seconds: sent.retryAfter })
            : refuse(429, i18n, 'sends_exhausted', m.sendsExhausted, { minutes: Math.ceil(sent.retryAfter / 60) });
        throw new Refusal(429, refusal.errors, { 'retry-after': String(sent.retryAfter) });
      }
      await deps.sms.send(phone, i18n._({ ...m.smsText, values: { code: sent.code } }), `${Date.now()}-${application.id}`);
      return { sent: true, phone: maskPhone(phone), resend_in: codeRules.resendSeconds };
    }),
  );

  app.post(
    registrationCalls.checkCode,
    { bodyLimit: 16 * 1024 },
    calls.json('registration_code', async (body, request, reply) => {
      const i18n = calls.i18nOf(request);
      const application = open(await named(body.connection_id, request, 'connection_id', 'wrong_connection'), request);
      if (typeof body.code !== 'string' || !codePattern.test(body.code)) throw refuse(400, i18n, 'code_format', m.codeFormat, { length: codeRules.length }, 'code');
      const outcome = await applications.checkCode(application.id, body.code);
      if (outcome === 'void') throw refuse(429, i18n, 'call_support', m.callSupport, undefined, 'code');
      if (outcome !== 'confirmed') throw refuse(400, i18n, 'code_incorrect', m.codeIncorrect, undefined, 'code');
      // The browser keeps its other applications' live sessions; this one's older token is replaced.
      const others: string[] = [];
      for (const token of cookieTokens(request)) {
        const id = await sessions.applicationOf(token);
        if (id !== null && id !== application.id) others.push(token);
      }
      reply.header('set-cookie', sessionCookieHeader(request, [...others, await sessions.open(application.id)]));
      return { ...(await view((await applications.get(application.id)) as Application, request)), session: true };
    }),
  );

  registerQuestionnaireRoutes(app, deps);
  registerPhotoRoutes(app, deps);
  registerVerification(app, deps);
}
