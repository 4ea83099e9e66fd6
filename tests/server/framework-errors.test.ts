import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { bootScript, bootScriptHash } from '../../server/render/assets-manifest';
import { contentSecurityPolicy, policyWith } from '../../server/security';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** Answers made before routing (a URL or a request Node cannot parse) carry the base policy. */
const earlyPolicies = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};
/** Routed answers carry the pages' policy: the built boot script allowed by its hash (server/render/assets-manifest.ts). */
const routedPolicies = {
  ...earlyPolicies,
  'content-security-policy': policyWith([], [], [bootScriptHash(bootScript(join(import.meta.dirname, '..', '..', 'dist', 'client')))]),
};

/** Sends bytes as they are and returns the server's answer as text. */
function raw(text: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1' }, () => socket.write(text));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

function headersOf(answer: string): Record<string, string> {
  const [head = ''] = answer.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe("the framework's own errors carry the security headers", () => {
  it('GET /api/v1/%ff: 400 JSON with the CSP, nosniff and the rest', async () => {
    const res = await fetch(server.url + '/api/v1/%ff');
    expect(res.status).toBe(400);
    for (const [name, value] of Object.entries(earlyPolicies)) expect(res.headers.get(name), name).toBe(value);
    expect((await res.json()).errors[0].message).toMatch(/not a valid url/);
  });

  for (const [path, lang, heading] of [
    ['/%ff', 'uk', 'Сторінку не знайдено'],
    ['/ru/%ff', 'ru', 'Страница не найдена'],
    ['/news/%E0%A4%A', 'uk', 'Сторінку не знайдено'],
  ] as const) {
    it(`GET ${path}: 400 with the site's error page in ${lang}, not JSON`, async () => {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      // The page's own policy: its boot script runs.
      for (const [name, value] of Object.entries(routedPolicies)) expect(res.headers.get(name), name).toBe(value);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(heading);
    });
  }

  it('a malformed JSON body: 400 with the headers', async () => {
    const res = await fetch(server.url + '/api/v1/phone_callback/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(res.status).toBe(400);
    for (const [name, value] of Object.entries(routedPolicies)) expect(res.headers.get(name), name).toBe(value);
  });

  it('malformed HTTP: 400 with the headers, then closed', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const headers = headersOf(answer);
    for (const [name, value] of Object.entries(earlyPolicies)) expect(headers[name], name).toBe(value);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '').errors[0].message).toBe('Malformed HTTP request');
  });

  it('HTTP/1.1 without Host: 400 with the headers and a reason, then closed', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const headers = headersOf(answer);
    for (const [name, value] of Object.entries(routedPolicies)) expect(headers[name], name).toBe(value);
    expect(answer.split('\r\n\r\n')[1]).toMatch(/Host/);
  });
});
