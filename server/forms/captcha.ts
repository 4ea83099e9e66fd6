/**
 * Proof-of-work challenges (ALTCHA, altcha-lib v2): issued signed with a secret that never
 * leaves the server (ALTCHA_HMAC_KEY, or one generated once into DATA_DIR), each solution
 * accepted once (SQLite remembers used challenges until they expire).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaAlgorithm, readCaptchaPayload } from '../../src/domain/forms/captcha';
import type { Db } from '../db/database';

export const challengeLifetimeMs = 10 * 60 * 1000;
export type CaptchaVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

export function captchaSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'altcha.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createCaptcha(db: Db, secret: string, maxCounter: number) {
  const keySecret = `${secret}:key`;
  return {
    challenge: () =>
      createChallenge({
        algorithm: captchaAlgorithm,
        cost: 1,
        counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 3))),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + challengeLifetimeMs),
      }),
    async verify(value: unknown): Promise<CaptchaVerdict> {
      if (typeof value !== 'string' || value === '') return 'missing';
      const payload = readCaptchaPayload(value);
      if (!payload) return 'invalid';
      let result;
      try {
        result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
      } catch {
        return 'invalid';
      }
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';
      await db.run('DELETE FROM captcha_used WHERE expires_at < ?', [Math.floor(Date.now() / 1000)]);
      const expires = payload.challenge.parameters.expiresAt ?? Math.floor((Date.now() + challengeLifetimeMs) / 1000);
      const marked = await db.run('INSERT INTO captcha_used (signature, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [payload.challenge.signature, expires]);
      return marked.changes === 1 ? 'ok' : 'used';
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
