/**
 * Registration applications and their SMS codes in SQLite. A code is 6 digits from a CSPRNG,
 * kept hashed, valid 10 minutes, used once, bound to its application and phone; 5 wrong tries
 * void it. A new one is sent no sooner than `resendSeconds` after the last, at most 3 an hour.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

export const codeRules = { length: 6, validMs: 10 * 60_000, maxWrong: 5, resendSeconds: 60, sendsPerHour: 3 } as const;

export interface Application {
  id: string;
  status: number;
  phone: string;
  connection_address: string;
  phone_confirmed_at: string | null;
  verified_at: string | null;
}

/**
 * Applications to try the flow with (README): an open one, a verified one, one no longer open,
 * and 1004 to 1009 open, so each end-to-end test can walk the flow on an application of its own.
 */
export const demoApplications: Omit<Application, 'phone_confirmed_at'>[] = [
  { id: '1001', status: 1, phone: '+380671234567', connection_address: 'м. Запоріжжя, вул. Соборна, буд. 12, кв. 5', verified_at: null },
  { id: '1002', status: 1, phone: '+380501112233', connection_address: 'с. Кушугум, вул. Перемоги, буд. 3', verified_at: '2026-11-20T10:00:00.000Z' },
  { id: '1003', status: 2, phone: '+380631234567', connection_address: 'м. Запоріжжя, просп. Соборний, буд. 160', verified_at: null },
  { id: '1004', status: 1, phone: '+380672223344', connection_address: 'с. Наталівка, вул. Шкільна, буд. 7', verified_at: null },
  { id: '1005', status: 1, phone: '+380503334455', connection_address: 'сел. Балабине, вул. Центральна, буд. 21', verified_at: null },
  { id: '1006', status: 1, phone: '+380934445566', connection_address: 'с. Веселянка, вул. Садова, буд. 14', verified_at: null },
  { id: '1007', status: 1, phone: '+380965556677', connection_address: 'с. Григорівка, вул. Миру, буд. 2', verified_at: null },
  { id: '1008', status: 1, phone: '+380686667788', connection_address: 'с. Лежине, вул. Зелена, буд. 9', verified_at: null },
  { id: '1009', status: 1, phone: '+380997778899', connection_address: 'м. Запоріжжя, вул. Незалежної України, буд. 40, кв. 17', verified_at: null },
];

const hashOf = (application: string, code: string) => createHash('sha256').update(`${application}:${code}`).digest();

export type SendOutcome = { ok: true; code: string } | { ok: false; reason: 'wait' | 'exhausted'; retryAfter: number };
export type CheckOutcome = 'confirmed' | 'incorrect' | 'void' | 'none';

export function createApplications(db: Db, now: () => number = Date.now) {
  const byId = (q: Db, id: string) =>
    q.get<Application>('SELECT id, status, phone, connection_address, phone_confirmed_at, verified_at FROM registration_applications WHERE id = ?', [id]);

  return {
    async seedDemo(): Promise<void> {
      for (const a of demoApplications) {
        await db.run('INSERT INTO registration_applications (id, status, phone, connection_address, verified_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING', [
          a.id,
          a.status,
          a.phone,
          a.connection_address,
          a.verified_at,
        ]);
      }
    },
    get: (id: string) => byId(db, id),

    /** A new code to `phone` (the application's, or the one the visitor gave instead), if the limits allow. */
    issueCode: (id: string, phone: string): Promise<SendOutcome> =>
      db.transaction(async (tx) => {
        const at = now();
        await tx.run('DELETE FROM registration_sends WHERE sent_at <= ?', [at - 3_600_000]);
        const recent = await tx.all<{ sent_at: number }>('SELECT sent_at FROM registration_sends WHERE application_id = ? AND sent_at > ? ORDER BY sent_at DESC', [id, at - 3_600_000]);
        const last = recent[0]?.sent_at;
        if (last !== undefined && at - last < codeRules.resendSeconds * 1000) return { ok: false, reason: 'wait', retryAfter: Math.ceil((last + codeRules.resendSeconds * 1000 - at) / 1000) };
        if (recent.length >= codeRules.sendsPerHour) {
          const oldest = recent[recent.length - 1]?.sent_at ?? at;
          return { ok: false, reason: 'exhausted', retryAfter: Math.ceil((oldest + 3_600_000 - at) / 1000) };
        }
        const current = (await byId(tx, id)) as Application;
        if (current.phone !== phone) await tx.run('UPDATE registration_applications SET phone = ?, phone_confirmed_at = NULL WHERE id = ?', [phone, id]);
        const code = String(randomInt(0, 10 ** codeRules.length)).padStart(codeRules.length, '0');
        await tx.run(
          'INSERT INTO registration_codes (application_id, phone, code_hash, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (application_id) DO UPDATE SET phone = excluded.phone, code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong = 0, used_at = NULL',
          [id, phone, hashOf(id, code).toString('hex'), at + codeRules.validMs],
        );
        await tx.run('INSERT INTO registration_sends (application_id, sent_at) VALUES (?, ?)', [id, at]);
        return { ok: true, code };
      }),

    /** Checks a code: right once confirms the phone; the 5th wrong try voids it. */
    checkCode: (id: string, code: string): Promise<CheckOutcome> =>
      db.transaction(async (tx) => {
        const live = await tx.get<{ phone: string; code_hash: string; expires_at: number; wrong: number; used_at: number | null }>(
          'SELECT phone, code_hash, expires_at, wrong, used_at FROM registration_codes WHERE application_id = ?',
          [id],
        );
        if (!live || live.used_at !== null || live.expires_at < now()) return 'none';
        if (live.wrong >= codeRules.maxWrong) return 'void';
        if (timingSafeEqual(Buffer.from(live.code_hash, 'hex'), hashOf(id, code))) {
          await tx.run('UPDATE registration_codes SET used_at = ? WHERE application_id = ?', [now(), id]);
          // The wall clock, as SQLite's 'now' was: the injected clock counts the codes' minutes only.
          await tx.run('UPDATE registration_applications SET phone_confirmed_at = ? WHERE id = ?', [new Date().toISOString(), id]);
          return 'confirmed';
        }
        await tx.run('UPDATE registration_codes SET wrong = wrong + 1 WHERE application_id = ?', [id]);
        return live.wrong + 1 >= codeRules.maxWrong ? 'void' : 'incorrect';
      }),
  };
}
export type Applications = ReturnType<typeof createApplications>;
