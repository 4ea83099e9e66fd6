/**
 * Registration sessions: a confirmed phone opens one for its application. The browser holds a
 * random 32-byte token; the server keeps only its SHA-256, so a copy of the database opens no
 * session. A session lives `sessionHours`; an application keeps at most `maxLive` of them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sessionHours } from '../../src/domain/registration/contract';
import type { Db } from '../db/database';

export const sessionRules = { maxLive: 3, lifetimeMs: sessionHours * 3_600_000 } as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessions(db: Db, now: () => number = Date.now) {
  return {
    /** A new session for the application: its token, shown once. */
    open: (applicationId: string): Promise<string> =>
      db.transaction(async (tx) => {
        // Strictly after the application's newest session, so "newest" needs no engine's row order.
        const newest = await tx.get<{ at: number | string | null }>('SELECT MAX(created_at) AS at FROM registration_sessions WHERE application_id = ?', [applicationId]);
        const at = Math.max(now(), Number(newest?.at ?? 0) + 1);
        await tx.run('DELETE FROM registration_sessions WHERE expires_at <= ?', [at]);
        // Keeps the newest `maxLive - 1` so the one about to be added makes `maxLive`.
        await tx.run(
          'DELETE FROM registration_sessions WHERE application_id = ? AND token_hash NOT IN (SELECT token_hash FROM registration_sessions WHERE application_id = ? ORDER BY created_at DESC, token_hash DESC LIMIT ?)',
          [applicationId, applicationId, sessionRules.maxLive - 1],
        );
        const token = randomBytes(32).toString('base64url');
        await tx.run('INSERT INTO registration_sessions (token_hash, application_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
          hashOf(token),
          applicationId,
          at,
          at + sessionRules.lifetimeMs,
        ]);
        return token;
      }),
    /** The application a token's live session is for, or null. */
    async applicationOf(token: string): Promise<string | null> {
      const row = await db.get<{ application_id: string }>('SELECT application_id FROM registration_sessions WHERE token_hash = ? AND expires_at > ?', [hashOf(token), now()]);
      return row?.application_id ?? null;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
