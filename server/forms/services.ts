/**
 * What the forms' endpoints run on, built once at start: captcha, idempotency keys, rate limits,
 * the submission store, the hand-off loop and the retention sweep, with their timers stopped on close.
 */
import type { FastifyInstance } from 'fastify';
import { idempotencyRetentionDays } from '../../src/domain/forms/submissions';
import type { FormsConfig } from '../config';
import type { ContentStore } from '../content/content-store';
import type { Db } from '../db/database';
import type { I18nFor } from './answers';
import { type Captcha, captchaSecret, createCaptcha } from './captcha';
import { prepareFormFolders } from './data-folders';
import { startHandoff, webhookCrm } from './handoff';
import { type Idempotency, createIdempotency } from './idempotency';
import { createMailer } from './mailer';
import { type RateLimit, createRateLimit } from './rate-limit';
import { createRetention } from './retention';
import { type SubmissionStore, createSubmissionStore } from './submission-store';
import { vacancyTitle } from './vacancies';

export interface FormsDeps {
  config: FormsConfig;
  dataDir: string;
  db: Db;
  content: ContentStore;
  i18nFor: I18nFor;
}

export interface FormServices {
  captcha: Captcha;
  idempotency: Idempotency;
  limits: RateLimit;
  store: SubmissionStore;
  /** The hand-off loop, asked to run at once when a submission is stored. */
  handoff: { tick: () => Promise<void> };
  /** Accepted resumes, under server-made names. */
  uploadsDir: string;
  /** Resumes while their request is read and checked. */
  tmpDir: string;
}

export async function startFormServices(app: FastifyInstance, deps: FormsDeps): Promise<FormServices> {
  const { config, db } = deps;
  const { uploadsDir, tmpDir, mailDir } = await prepareFormFolders(deps.dataDir);
  const captcha = createCaptcha(db, captchaSecret(config.captchaSecret, deps.dataDir), config.captchaMaxCounter);
  const idempotency = await createIdempotency(db, idempotencyRetentionDays);
  const limits = createRateLimit(app, 'forms', config.rateLimit);
  const store = createSubmissionStore(db, idempotency);
  const handoff = startHandoff({
    db,
    config,
    crm: config.crmWebhookUrl ? webhookCrm(config.crmWebhookUrl) : null,
    mailer: createMailer(config.smtpUrl, mailDir),
    uploadsDir,
    vacancyTitle: (id) => vacancyTitle(deps.content, id),
    log: app.log,
  });
  const retention = createRetention(db, { days: config.retentionDays, uploadsDir, mailDir });
  const prune = () =>
    retention.prune().then(
      (count) => count > 0 && app.log.info({ count, days: config.retentionDays }, 'submissions past their retention deleted'),
      (error: unknown) => app.log.error(error),
    );
  await prune();
  const purge = setInterval(() => {
    void idempotency.purge().catch((error: unknown) => app.log.error(error));
    void prune();
  }, 6 * 3600 * 1000);
  purge.unref();
  app.addHook('onClose', async () => {
    handoff.stop();
    clearInterval(purge);
  });
  return { captcha, idempotency, limits, store, handoff, uploadsDir, tmpDir };
}
