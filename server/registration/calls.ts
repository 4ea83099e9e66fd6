/**
 * What every registration call shares: `no-store`, the rate limit, the visitor's language for
 * every refusal, and the guards of the steps after the phone's confirmation (a live session for
 * the application named, an application still open and not verified).
 */
import type { I18n } from '@lingui/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registrationMessages as m, requestMessages } from '../../src/domain/forms/messages';
import { type I18nFor, Refusal, refuse, sendRefusal } from '../forms/answers';
import type { RateLimit } from '../forms/rate-limit';
import { isOwnCall } from '../read-rate-limit';
import { requestLocale } from '../request-locale';
import type { Application, Applications } from './applications';
import { cookieTokens } from './session-cookie';
import type { Sessions } from './sessions';

export const applicationNumber = /^\d{1,12}$/;

/** A contract path with the application's id as a route parameter (`/NEWELMA/:id/update_form/`). */
export const routeOf = (path: (id: string) => string) => path('_id_').replace('/_id_/', '/:id/');

export interface CallDeps {
  applications: Applications;
  sessions: Sessions;
  i18nFor: I18nFor;
  limits: RateLimit;
}

export type Body = Record<string, unknown>;

/** application/json or a +json type: the calls take nothing else (415). */
const isJson = (contentType: string | undefined) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/** A plain JSON object (a body, or an object inside one). */
export const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

export function createCalls(deps: CallDeps) {
  const i18nOf = (request: FastifyRequest): I18n => deps.i18nFor(requestLocale(request));

  /**
   * Counts the call against its kind's limit: 429 with the wait past it. The server's own lookup
   * while it renders /registration/{id} is not counted: all visitors' renders come from loopback,
   * and would share one count; the page's render is counted for its visitor instead (page-limit.ts).
   */
  async function limit(kind: string, request: FastifyRequest, limits: RateLimit = deps.limits): Promise<void> {
    if (isOwnCall(request)) return;
    const wait = await limits.take(kind, request);
    if (wait !== null) throw new Refusal(429, refuse(429, i18nOf(request), 'rate_limit', requestMessages.rateLimit, { minutes: Math.ceil(wait / 60) }).errors, { 'retry-after': String(wait) });
  }

  /** A JSON call: a JSON object body, then the limit, then `run`; a Refusal becomes its answer. */
  const json =
    (kind: string, run: (body: Body, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>, limits?: RateLimit) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        if (!isJson(request.headers['content-type'])) throw refuse(415, i18nOf(request), 'content_type', requestMessages.contentType);
        if (!isObject(request.body)) throw refuse(400, i18nOf(request), 'malformed', requestMessages.malformed);
        await limit(kind, request, limits);
        return await run(request.body, request, reply);
      } catch (error) {
        if (error instanceof Refusal) return sendRefusal(reply, error);
        throw error;
      }
    };

  /** The application ids whose live session this request's cookie holds. */
  async function sessionApplications(request: FastifyRequest): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const token of cookieTokens(request)) {
      const id = await deps.sessions.applicationOf(token);
      if (id !== null) ids.add(id);
    }
    return ids;
  }

  /**
   * The application `value` names, when this request holds its session; else 401. An unknown
   * number and someone else's answer alike: the refusal tells nothing about the application.
   */
  async function withSession(value: unknown, request: FastifyRequest, field = 'connection_id', held?: Set<string>): Promise<Application> {
    const sessions = held ?? (await sessionApplications(request));
    const found = typeof value === 'string' && applicationNumber.test(value) && sessions.has(value) ? await deps.applications.get(value) : undefined;
    if (!found) throw refuse(401, i18nOf(request), 'session_required', m.sessionRequired, undefined, field);
    return found;
  }

  /** Changes need an open application that is not verified yet (a verified one: only through support). */
  function writable(a: Application, request: FastifyRequest): Application {
    if (a.verified_at !== null) throw refuse(409, i18nOf(request), 'verified', m.verifiedReadOnly);
    if (a.status !== 1) throw refuse(409, i18nOf(request), 'not_open', m.wrongConnection, undefined, 'connection_id');
    return a;
  }

  return { i18nOf, limit, json, sessionApplications, withSession, writable };
}
export type Calls = ReturnType<typeof createCalls>;
