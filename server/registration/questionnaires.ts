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

/** Whether the application was verified (false for an unknown one). */
export async function isVerified(q: Db, applicationId: string): Promise<boolean> {
  const row = await q.get<{ verified_at: string | null }>('SELECT verified_at FROM registration_applications WHERE id = ?', [applicationId]);
  return row !== undefined && row.verified_at !== null;
}

export function createQuestionnaires(db: Db, now: () => number = Date.now) {
  return {
    /** On `q`, a transaction's handle inside one. */
    async get(applicationId: string, q: Db = db): Promise<StoredQuestionnaire | null> {
      const row = await q.get<{ form: string; updated_at: string; sent_at: string | null }>('SELECT form, updated_at, sent_at FROM registration_forms WHERE application_id = ?', [applicationId]);
      return row ? { form: JSON.parse(row.form) as Record<string, unknown>, updated_at: row.updated_at, sent_at: row.sent_at } : null;
    },

    /** Replaces the questionnaire and records both consents; null when the application was verified meanwhile. */
    save: (applicationId: string, form: Record<string, unknown>): Promise<string | null> =>
      db.transaction(async (tx) => {
        if (await isVerified(tx, applicationId)) return null;
        const at = new Date(now()).toISOString();
        await tx.run(
          'INSERT INTO registration_forms (application_id, form, updated_at, sent_at) VALUES (?, ?, ?, NULL) ON CONFLICT (application_id) DO UPDATE SET form = excluded.form, updated_at = excluded.updated_at, sent_at = NULL',
          [applicationId, JSON.stringify(form), at],
        );
        for (const name of consentNames) {
          await tx.run(
            'INSERT INTO registration_consents (application_id, consent, version, given_at) VALUES (?, ?, ?, ?) ON CONFLICT (application_id, consent) DO UPDATE SET version = excluded.version, given_at = excluded.given_at',
            [applicationId, name, consentVersions[name], at],
          );
        }
        return at;
      }),

    /** The consents given to the texts in force: an older text's consent does not count. */
    async missingConsents(applicationId: string, q: Db = db): Promise<ConsentName[]> {
      const rows = await q.all<{ consent: string; version: string }>('SELECT consent, version FROM registration_consents WHERE application_id = ?', [applicationId]);
      const given = new Map(rows.map((c) => [c.consent, c.version]));
      return consentNames.filter((name) => given.get(name) !== consentVersions[name]);
    },

    /**
     * Marks the questionnaires sent, and verified where `verified` says so, in one step with the
     * checks that decide them: `check` reads on `tx`, so nothing it read changes before the marks
     * (a photo deleted meanwhile), and a refusal it throws marks nothing. Answers its `answer`.
     */
    send: <R>(check: (tx: Db) => Promise<{ outcomes: readonly { id: string; verified: boolean }[]; answer: R }>): Promise<R> =>
      db.transaction(async (tx) => {
        const { outcomes, answer } = await check(tx);
        const at = new Date(now()).toISOString();
        for (const o of outcomes) {
          await tx.run('UPDATE registration_forms SET sent_at = ? WHERE application_id = ?', [at, o.id]);
          if (o.verified) await tx.run('UPDATE registration_applications SET verified_at = ? WHERE id = ? AND verified_at IS NULL', [at, o.id]);
        }
        return answer;
      }),

    /** A photo changed: the questionnaire must be sent again. */
    unsend: async (applicationId: string): Promise<void> => void (await db.run('UPDATE registration_forms SET sent_at = NULL WHERE application_id = ?', [applicationId])),
  };
}
export type Questionnaires = ReturnType<typeof createQuestionnaires>;
