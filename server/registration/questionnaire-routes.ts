/**
 * The questionnaire itself, both with the application's session:
 * - POST ELMA/get_data `{ connection_id }`: what the server keeps (the application's address,
 *   the stored questionnaire, the photos' descriptions);
 * - POST NEWELMA/{id}/update_form/ with the questionnaire as JSON: checked by the schema the page
 *   uses, stored whole with both consents (their texts' versions and time) in one transaction.
 */
import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { issuesOf } from '../../src/domain/forms/issues';
import { registrationMessages as m } from '../../src/domain/forms/messages';
import { kyivToday } from '../../src/domain/forms/identity';
import { questionnaireSchema } from '../../src/domain/forms/questionnaire';
import { registrationCalls } from '../../src/domain/registration/contract';
import { invalid, refuse } from '../forms/answers';
import { routeOf } from './calls';
import type { RegistrationDeps } from './deps';

/** The schema of today (Kyiv's): built once a day, not per request (a build takes milliseconds). */
function schemaOfToday() {
  let built: { day: string; schema: ReturnType<typeof questionnaireSchema> } | null = null;
  return () => {
    const today = kyivToday();
    const day = `${today.year}-${today.month}-${today.day}`;
    if (built?.day !== day) built = { day, schema: questionnaireSchema(today) };
    return built.schema;
  };
}

export function registerQuestionnaireRoutes(app: FastifyInstance, deps: RegistrationDeps) {
  const { calls, questionnaires, photos } = deps;
  const schema = schemaOfToday();

  app.post(
    registrationCalls.getData,
    { bodyLimit: 16 * 1024 },
    calls.json(
      'registration_data',
      async (body, request) => {
        const a = await calls.withSession(body.connection_id, request);
        const stored = await questionnaires.get(a.id);
        return {
          id: a.id,
          status: a.status,
          verified: a.verified_at !== null,
          sent_at: stored?.sent_at ?? null,
          connection_address: a.connection_address,
          form: stored?.form ?? null,
          files: await photos.list(a.id),
        };
      },
      deps.readLimits,
    ),
  );

  app.post(
    routeOf(registrationCalls.updateForm),
    { bodyLimit: 64 * 1024 },
    calls.json('registration_form', async (body, request) => {
      const i18n = calls.i18nOf(request);
      const a = calls.writable(await calls.withSession((request.params as { id: string }).id, request, 'id'), request);
      const out = schema()(body);
      if (out instanceof type.errors) throw invalid(i18n, issuesOf(out));
      const updatedAt = await questionnaires.save(a.id, out as Record<string, unknown>);
      if (updatedAt === null) throw refuse(409, i18n, 'verified', m.verifiedReadOnly);
      return { saved: true, updated_at: updatedAt };
    }),
  );
}
