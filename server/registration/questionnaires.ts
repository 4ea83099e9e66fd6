/**
 * The questionnaire each application keeps: the last version sent whole (the schema's output),
 * its two consents with the version of the text agreed to and when, and when it was sent for
 * verification. Any change after sending clears `sent_at`: what was sent is no longer what is kept.
 */
import { consentVersions } from '../../src/domain/registration/contract';
import type { Db } from '../db/database';

export type ConsentName = keyof typeof consentVersions;
export const consentNames = Object.keys(consentVersions) as ConsentName[];

export interface StoredQuestionnaire {
  form: Record<string, unknown>;
  updated_at: string;
  sent_at: string | null;
}

export function createQuestionnaires(db: Db, now: () => number = Date.now) {
  const read = db.prepare('SELECT form, updated_at, sent_at FROM registration_forms WHERE application_id = ?');
  const put = db.prepare(
    'INSERT INTO registration_forms (application_id, form, updated_at, sent_at) VALUES (?, ?, ?, NULL) ON CONFLICT (application_id) DO UPDATE SET form = excluded.form, updated_at = excluded.updated_at, sent_at = NULL',
  );
  const putConsent = db.prepare(
    'INSERT INTO registration_consents (application_id, consent, version, given_at) VALUES (?, ?, ?, ?) ON CONFLICT (application_id, consent) DO UPDATE SET version = excluded.version, given_at = excluded.given_at',
  );
  const consents = db.prepare('SELECT consent, version FROM registration_consents WHERE application_id = ?');
  const markSent = db.prepare('UPDATE registration_forms SET sent_at = ? WHERE application_id = ?');
  const unsend = db.prepare('UPDATE registration_forms SET sent_at = NULL WHERE application_id = ?');
  const verify = db.prepare('UPDATE registration_applications SET verified_at = ? WHERE id = ? AND verified_at IS NULL');
  const isVerified = db.prepare('SELECT verified_at IS NOT NULL FROM registration_applications WHERE id = ?').pluck();

  return {
    get(applicationId: string): StoredQuestionnaire | null {
      const row = read.get(applicationId) as { form: string; updated_at: string; sent_at: string | null } | undefined;
      return row ? { form: JSON.parse(row.form) as Record<string, unknown>, updated_at: row.updated_at, sent_at: row.sent_at } : null;
    },

    /** Replaces the questionnaire and records both consents; null when the application was verified meanwhile. */
    save: db.transaction((applicationId: string, form: Record<string, unknown>): string | null => {
      if (isVerified.get(applicationId) === 1) return null;
      const at = new Date(now()).toISOString();
      put.run(applicationId, JSON.stringify(form), at);
      for (const name of consentNames) putConsent.run(applicationId, name, consentVersions[name], at);
      return at;
    }),

    /** The consents given to the texts in force: an older text's consent does not count. */
    missingConsents(applicationId: string): ConsentName[] {
      const given = new Map((consents.all(applicationId) as { consent: string; version: string }[]).map((c) => [c.consent, c.version]));
      return consentNames.filter((name) => given.get(name) !== consentVersions[name]);
    },

    /** Marks the questionnaires sent, and verified where `verified` says so, in one step. */
    send: db.transaction((outcomes: readonly { id: string; verified: boolean }[]) => {
      const at = new Date(now()).toISOString();
      for (const o of outcomes) {
        markSent.run(at, o.id);
        if (o.verified) verify.run(at, o.id);
      }
    }),

    /** A photo changed: the questionnaire must be sent again. */
    unsend: (applicationId: string) => void unsend.run(applicationId),
  };
}
export type Questionnaires = ReturnType<typeof createQuestionnaires>;
