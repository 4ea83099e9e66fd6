/**
 * POST NEWELMA/run_verification/ `{ context: { online_form: [connection ids] } }`: sends the
 * questionnaires, each checked step by step (session, questionnaire, consents, required photos).
 * One that carries every required photo large enough to read is verified at once and read-only
 * from then on; otherwise it is sent for an operator to check and stays editable.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { issueMessages, registrationMessages as m, requestMessages } from '../../src/domain/forms/messages';
import { type DocumentType, type VerificationResult, documentTypes, photoRules, registrationCalls, requiredPhotos } from '../../src/domain/registration/contract';
import type { Db } from '../db/database';
import { Refusal, refuse } from '../forms/answers';
import type { Application } from './applications';
import { isObject } from './calls';
import type { RegistrationDeps } from './deps';
import type { PhotoView } from './photos';

export const maxForms = 5;

const isReadable = (p: PhotoView) => Math.max(p.width, p.height) >= photoRules.readable.long && Math.min(p.width, p.height) >= photoRules.readable.short;

export function registerVerification(app: FastifyInstance, deps: RegistrationDeps) {
  const { calls, questionnaires, photos } = deps;

  /** The ids asked for: 1 to 5 strings, each once. */
  function idsOf(body: Record<string, unknown>, request: FastifyRequest): string[] {
    const list = isObject(body.context) ? body.context.online_form : undefined;
    if (!Array.isArray(list) || list.length === 0 || list.length > maxForms || !list.every((id) => typeof id === 'string')) {
      throw refuse(400, calls.i18nOf(request), 'malformed', requestMessages.malformed, undefined, 'online_form');
    }
    return [...new Set(list as string[])];
  }

  /** Whether `a` may be sent, step by step; its outcome if so. */
  async function outcomeOf(a: Application, request: FastifyRequest, tx: Db): Promise<VerificationResult> {
    const i18n = calls.i18nOf(request);
    if (a.verified_at !== null) return 'verified';
    if (a.status !== 1) throw refuse(409, i18n, 'not_open', m.wrongConnection, undefined, 'connection_id');
    const stored = await questionnaires.get(a.id, tx);
    const documentType = stored?.form.document_type;
    if (!stored || !(documentTypes as readonly unknown[]).includes(documentType)) throw refuse(409, i18n, 'form_first', m.formFirst);
    if ((await questionnaires.missingConsents(a.id, tx)).length > 0) throw refuse(409, i18n, 'consents_missing', m.consentsMissing);
    const bySlot = new Map((await photos.list(a.id, tx)).map((p) => [p.slot, p]));
    const needed = requiredPhotos[documentType as DocumentType];
    const missing = needed.filter((slot) => !bySlot.has(slot));
    if (missing.length > 0) {
      throw new Refusal(409, missing.map((slot) => ({ field: slot, code: 'file_required', message: i18n._(issueMessages.file_required) })));
    }
    return needed.every((slot) => isReadable(bySlot.get(slot) as PhotoView)) ? 'verified' : 'sent';
  }

  app.post(
    registrationCalls.runVerification,
    { bodyLimit: 16 * 1024 },
    calls.json('registration_verify', async (body, request) => {
      const ids = idsOf(body, request);
      const held = await calls.sessionApplications(request);
      // One by one, in the order asked: the first refusal is the answer.
      const applications: Application[] = [];
      for (const id of ids) applications.push(await calls.withSession(id, request, 'online_form', held));
      // Checked and marked in one transaction, as the questionnaire's other changes are.
      return questionnaires.send(async (tx) => {
        const results: { id: string; result: VerificationResult; already: boolean }[] = [];
        for (const a of applications) results.push({ id: a.id, result: await outcomeOf(a, request, tx), already: a.verified_at !== null });
        return {
          outcomes: results.filter((r) => !r.already).map((r) => ({ id: r.id, verified: r.result === 'verified' })),
          answer: { results: results.map(({ id, result }) => ({ id, result })) },
        };
      });
    }),
  );
}
