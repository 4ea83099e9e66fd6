/**
 * The human check: a self-hosted proof of work (ALTCHA, altcha-lib v2). The server issues a
 * signed challenge; whoever sends a form finds the counter it hides (a few thousand SHA-256
 * rounds: a moment on a phone, expensive in bulk) and sends challenge and solution back in
 * the `g_recaptcha_response` parameter. Shared by the page, the service worker (a queued form
 * solves a fresh challenge when it is actually sent) and the server's tests. Web Crypto only.
 */
import { solveChallenge } from 'altcha-lib';
// The Web Crypto variant: the default one imports node:crypto, which browsers do not have.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { type } from 'arktype';

export const captchaAlgorithm = 'SHA-256';

export const CaptchaChallenge = type({
  parameters: {
    algorithm: "'SHA-256'",
    nonce: 'string <= 256',
    salt: 'string <= 256',
    cost: 'number.integer > 0',
    keyLength: 'number.integer > 0',
    keyPrefix: 'string <= 256',
    'keySignature?': 'string <= 256',
    'expiresAt?': 'number',
    'data?': 'Record<string, string | number | boolean | null>',
  },
  signature: 'string <= 256',
});
export type CaptchaChallenge = typeof CaptchaChallenge.infer;

export const CaptchaSolution = type({ counter: 'number.integer >= 0', derivedKey: 'string <= 1024', 'time?': 'number' });
export const CaptchaPayload = type({ challenge: CaptchaChallenge, solution: CaptchaSolution });
export type CaptchaPayload = typeof CaptchaPayload.infer;

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/** Solves a challenge as the server sent it; resolves with the value of `g_recaptcha_response`. */
export async function solveCaptcha(challenge: unknown, timeoutMs = 60_000): Promise<string> {
  const parsed = CaptchaChallenge(challenge);
  if (parsed instanceof type.errors) throw new Error(`unexpected challenge: ${parsed.summary}`);
  const solution = await solveChallenge({ challenge: parsed, deriveKey, timeout: timeoutMs });
  if (!solution) throw new Error('challenge not solved in time');
  return toBase64(JSON.stringify({ challenge: parsed, solution }));
}

/** Reads `g_recaptcha_response` back (the server's side); null when it is not one of ours. */
export function readCaptchaPayload(value: string): CaptchaPayload | null {
  if (!value || value.length > 8192) return null;
  try {
    const parsed = CaptchaPayload(JSON.parse(fromBase64(value)));
    return parsed instanceof type.errors ? null : parsed;
  } catch {
    return null;
  }
}
