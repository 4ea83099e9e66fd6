/**
 * The forms' product API wired up: the challenge, the four form endpoints and the staff route.
 * Each submission: key -> rate limit -> schema -> either the stored answer (a replay) or
 * captcha -> one transaction. See docs/forms.md.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { captchaChallengePath, submissionEndpoint } from '../../src/domain/forms/submissions';
import { registerAdmin } from './admin';
import { type FormsDeps, startFormServices } from './services';
import { createSubmissionHandler } from './submission';

export type { FormsDeps } from './services';

export async function registerForms(app: FastifyInstance, deps: FormsDeps) {
  const services = await startFormServices(app, deps);

  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(captchaChallengePath, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.captcha.challenge();
  });

  const handlerFor = createSubmissionHandler(services, { i18nFor: deps.i18nFor, content: deps.content, tmpDir: services.tmpDir });
  for (const kind of ['callback', 'connect', 'director'] as const) {
    app.post(submissionEndpoint[kind], { bodyLimit: 64 * 1024 }, handlerFor(kind));
  }
  app.post(submissionEndpoint.vacancy, handlerFor('vacancy'));

  registerAdmin(app, deps.db, deps.config.adminToken);
}
