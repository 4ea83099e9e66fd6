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
  const byId = db.prepare('SELECT id, status, phone, connection_address, phone_confirmed_at, verified_at FROM registration_applications WHERE id = ?');
  const seed = db.prepare('INSERT OR IGNORE INTO registration_applications (id, status, phone, connection_address, verified_at) VALUES (?, ?, ?, ?, ?)');
  const setPhone = db.prepare('UPDATE registration_applications SET phone = ?, phone_confirmed_at = NULL WHERE id = ?');
  const confirm = db.prepare("UPDATE registration_applications SET phone_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?");
  const sends = db.prepare('SELECT sent_at FROM registration_sends WHERE application_id = ? AND sent_at > ? ORDER BY sent_at DESC');
  const noteSend = db.prepare('INSERT INTO registration_sends (application_id, sent_at) VALUES (?, ?)');
  const forget = db.prepare('DELETE FROM registration_sends WHERE sent_at <= ?');
  const putCode = db.prepare(
    'INSERT INTO registration_codes (application_id, phone, code_hash, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (application_id) DO UPDATE SET phone = excluded.phone, code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong = 0, used_at = NULL',
  );
  const liveCode = db.prepare('SELECT phone, code_hash, expires_at, wrong, used_at FROM registration_codes WHERE application_id = ?');
  const wrongTry = db.prepare('UPDATE registration_codes SET wrong = wrong + 1 WHERE application_id = ?');
  const useCode = db.prepare('UPDATE registration_codes SET used_at = ? WHERE application_id = ?');

  return {
    seedDemo(): void {
      for (const a of demoApplications) seed.run(a.id, a.status, a.phone, a.connection_address, a.verified_at);
    },
    get: (id: string) => byId.get(id) as Application | undefined,

    /** A new code to `phone` (the application's, or the one the visitor gave instead), if the limits allow. */
    issueCode: db.transaction((id: string, phone: string): SendOutcome => {
      const at = now();
      forget.run(at - 3_600_000);
      const recent = sends.all(id, at - 3_600_000) as { sent_at: number }[];
      const last = recent[0]?.sent_at;
      if (last !== undefined && at - last < codeRules.resendSeconds * 1000) return { ok: false, reason: 'wait', retryAfter: Math.ceil((last + codeRules.resendSeconds * 1000 - at) / 1000) };
      if (recent.length >= codeRules.sendsPerHour) {
        const oldest = recent[recent.length - 1]?.sent_at ?? at;
        return { ok: false, reason: 'exhausted', retryAfter: Math.ceil((oldest + 3_600_000 - at) / 1000) };
      }
      const current = byId.get(id) as Application;
      if (current.phone !== phone) setPhone.run(phone, id);
      const code = String(randomInt(0, 10 ** codeRules.length)).padStart(codeRules.length, '0');
      putCode.run(id, phone, hashOf(id, code).toString('hex'), at + codeRules.validMs);
      noteSend.run(id, at);
      return { ok: true, code };
    }),

    /** Checks a code: right once confirms the phone; the 5th wrong try voids it. */
    checkCode: db.transaction((id: string, code: string): CheckOutcome => {
      const live = liveCode.get(id) as { phone: string; code_hash: string; expires_at: number; wrong: number; used_at: number | null } | undefined;
      if (!live || live.used_at !== null || live.expires_at < now()) return 'none';
      if (live.wrong >= codeRules.maxWrong) return 'void';
      if (timingSafeEqual(Buffer.from(live.code_hash, 'hex'), hashOf(id, code))) {
        useCode.run(now(), id);
        confirm.run(id);
        return 'confirmed';
      }
      wrongTry.run(id);
      return live.wrong + 1 >= codeRules.maxWrong ? 'void' : 'incorrect';
    }),
  };
}
export type Applications = ReturnType<typeof createApplications>;
