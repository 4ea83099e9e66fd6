/**
 * The session cookie: the tokens of the applications this browser confirmed (at most
 * `maxTokens`, newest last), joined by dots. HttpOnly, SameSite=Strict, on the API's path only;
 * Secure when the request came over https (a forwarded proto counts only from a trusted proxy).
 */
import type { FastifyRequest } from 'fastify';
import { sessionCookie, sessionHours } from '../../src/domain/registration/contract';

export const maxTokens = 5;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed tokens in the request's cookie, none when it has none (or only junk). */
export function cookieTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  const tokens: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== sessionCookie) continue;
    for (const token of pair.slice(eq + 1).trim().split('.')) if (tokenPattern.test(token) && !tokens.includes(token)) tokens.push(token);
  }
  return tokens.slice(-maxTokens);
}

export function sessionCookieHeader(request: FastifyRequest, tokens: readonly string[]): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${sessionCookie}=${tokens.slice(-maxTokens).join('.')}; Path=/api/v1/; Max-Age=${sessionHours * 3600}; HttpOnly; SameSite=Strict${secure}`;
}
