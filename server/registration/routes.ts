/**
 * The registration's first steps, on the product API's paths for the CRM integrations (a site
 * without CRM bases configured answers them itself):
 * - POST /api/v1/NEWELMA/questionnaire_list/ and /api/v1/ELMA/get_connection_data `{ number }`:
 *   the application, its status and its phone, masked;
 * - POST /api/v1/ELMA/change_phone `{ connection_id, phone }`: sends a code to that phone;
 * - POST /api/v1/ELMA/check_sms_code `{ connection_id, code }`: confirms the phone.
 * Every refusal is 4xx with the reason in the visitor's language; every call is rate-limited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizePhone } from '../../src/domain/forms/phone';
import { registrationMessages as m, requestMessages } from '../../src/domain/forms/messages';
import { type I18nFor, Refusal, refuse, sendRefusal } from '../forms/answers';
import type { RateLimit } from '../forms/rate-limit';
import { requestLocale } from '../request-locale';
import { type Application, type Applications, codeRules } from './applications';
import type { SmsGateway } from './sms';

const applicationNumber = /^\d{1,12}$/;
const codePattern = new RegExp(`^\\d{${codeRules.length}}$`);

/** "+380 67 *** ** 67": enough for the visitor to know the phone, not for a stranger to learn it. */
export const maskPhone = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 6)} *** ** ${phone.slice(-2)}`;

const view = (a: Application) => ({
  id: a.id,
  status: a.status,
  phone: maskPhone(a.phone),
  phone_confirmed: a.phone_confirmed_at !== null,
  verified: a.verified_at !== null,
  connection_address: a.connection_address,
});

export function registerRegistration(app: FastifyInstance, deps: { applications: Applications; sms: SmsGateway; i18nFor: I18nFor; limits: RateLimit }) {
  const { applications } = deps;
  const handle =
    (kind: string, run: (body: Record<string, unknown>, request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const i18n = deps.i18nFor(requestLocale(request));
      reply.header('cache-control', 'no-store');
      try {
        const body = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse(400, i18n, 'malformed', requestMessages.malformed);
        const wait = await deps.limits.take(kind, request);
        if (wait !== null) throw new Refusal(429, refuse(429, i18n, 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) }).errors, { 'retry-after': String(wait) });
        return await run(body as Record<string, unknown>, request);
      } catch (error) {
        if (error instanceof Refusal) return sendRefusal(reply, error);
        throw error;
      }
    };
  /** The application a call names, or the spec's refusal. */
  const named = (value: unknown, request: FastifyRequest, field: string, code = 'wrong_number'): Application => {
    const i18n = deps.i18nFor(requestLocale(request));
    const found = typeof value === 'string' && applicationNumber.test(value) ? applications.get(value) : undefined;
    if (!found) throw refuse(code === 'wrong_number' ? 404 : 400, i18n, code, code === 'wrong_number' ? m.wrongNumber : m.wrongConnection, undefined, field);
    return found;
  };
  /** Steps after the lookup need an open application that is not verified yet. */
  const open = (a: Application, request: FastifyRequest): Application => {
    if (a.status !== 1 || a.verified_at !== null) throw refuse(409, deps.i18nFor(requestLocale(request)), 'not_open', m.wrongConnection, undefined, 'connection_id');
    return a;
  };

  const lookup = handle('registration_lookup', async (body, request) => view(named(body.number, request, 'number')));
  app.post('/api/v1/NEWELMA/questionnaire_list/', lookup);
  app.post('/api/v1/ELMA/get_connection_data', lookup);

  app.post(
    '/api/v1/ELMA/change_phone',
    handle('registration_sms', async (body, request) => {
      const locale = requestLocale(request);
      const i18n = deps.i18nFor(locale);
      const application = open(named(body.connection_id, request, 'connection_id', 'wrong_connection'), request);
      const phone = typeof body.phone === 'string' ? normalizePhone(body.phone) : null;
      if (!phone) throw refuse(400, i18n, 'wrong_phone', m.wrongPhone, undefined, 'phone');
      const sent = applications.issueCode(application.id, phone);
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
    '/api/v1/ELMA/check_sms_code',
    handle('registration_code', async (body, request) => {
      const i18n = deps.i18nFor(requestLocale(request));
      const application = open(named(body.connection_id, request, 'connection_id', 'wrong_connection'), request);
      if (typeof body.code !== 'string' || !codePattern.test(body.code)) throw refuse(400, i18n, 'code_format', m.codeFormat, { length: codeRules.length }, 'code');
      const outcome = applications.checkCode(application.id, body.code);
      if (outcome === 'confirmed') return view(applications.get(application.id) as Application);
      if (outcome === 'void') throw refuse(429, i18n, 'call_support', m.callSupport, undefined, 'code');
      throw refuse(400, i18n, 'code_incorrect', m.codeIncorrect, undefined, 'code');
    }),
  );
}
