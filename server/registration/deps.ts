/**
 * What the registration's calls run on, built once at start: the stores on SQLite, the photos'
 * folders under DATA_DIR/registration-files (outside the served folder), the SMS gateway, the
 * idempotency keys and the rate limits.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { idempotencyRetentionDays } from '../../src/domain/forms/submissions';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { I18nFor } from '../forms/answers';
import { type Idempotency, createIdempotency } from '../forms/idempotency';
import { type RateLimit, createRateLimit } from '../forms/rate-limit';
import { type Applications, createApplications } from './applications';
import { type Calls, createCalls } from './calls';
import { type Photos, createPhotos, preparePhotoFolders } from './photos';
import { type Questionnaires, createQuestionnaires } from './questionnaires';
import { type Sessions, createSessions } from './sessions';
import { type SmsGateway, createSmsGateway } from './sms';

export interface RegistrationDeps {
  applications: Applications;
  sessions: Sessions;
  questionnaires: Questionnaires;
  photos: Photos;
  idempotency: Idempotency;
  sms: SmsGateway;
  calls: Calls;
  i18nFor: I18nFor;
  /** The changes' limit (FORM_RATE_LIMIT per call kind and address). */
  limits: RateLimit;
  /** Reads: a page shows up to six photos each time it opens, so ten times the changes' count. */
  readLimits: RateLimit;
  /** The photos' uploads: three times the forms' limit. */
  uploadLimits: RateLimit;
  /** Photos while they are received and re-encoded. */
  tmpDir: string;
}

export interface RegistrationOptions {
  db: Db;
  dataDir: string;
  i18nFor: I18nFor;
  rateLimit: Config['forms']['rateLimit'];
  registration: Config['registration'];
}

export async function startRegistration(app: FastifyInstance, opts: RegistrationOptions): Promise<RegistrationDeps> {
  const { db, i18nFor } = opts;
  const filesDir = join(opts.dataDir, 'registration-files');
  const { tmpDir } = await preparePhotoFolders(filesDir);
  const applications = createApplications(db);
  if (opts.registration.demo) await applications.seedDemo();
  const sessions = createSessions(db);
  const limits = createRateLimit(app, 'registration', opts.rateLimit);
  const readLimits = createRateLimit(app, 'registration-reads', { ...opts.rateLimit, max: opts.rateLimit.max * 10 });
  // Up to six photos, each maybe chosen again or retried after a dropped connection.
  const uploadLimits = createRateLimit(app, 'registration-uploads', { ...opts.rateLimit, max: opts.rateLimit.max * 3 });
  return {
    applications,
    sessions,
    questionnaires: createQuestionnaires(db),
    photos: createPhotos(db, filesDir),
    idempotency: await createIdempotency(db, idempotencyRetentionDays),
    sms: createSmsGateway(opts.registration.smsGatewayUrl, join(opts.dataDir, 'sms-outbox'), (line) => app.log.info(line)),
    calls: createCalls({ applications, sessions, i18nFor, limits }),
    i18nFor,
    limits,
    readLimits,
    uploadLimits,
    tmpDir,
  };
}
