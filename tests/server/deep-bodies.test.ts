/**
 * Deep or wide JSON bodies are refused unparsed (400 with a reason in the visitor's language),
 * never a 500 from a schema walk that ran out of stack; and a completed Idempotency-Key's
 * replay counts against the rate limit like any other request.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionEndpoint } from '../../src/domain/forms/submissions';
import { storedResultsEndpoint } from '../../src/domain/speedtest/stored-result';
import { type RunningServer, startServer } from '../support/server';
import { countRows, sendJson } from '../support/forms';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CAPTCHA_MAX_COUNTER: '300', FORM_RATE_LIMIT: '3/600', LOG_LEVEL: 'info' });
});
afterAll(() => server?.stop());

const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const bodies: [string, string][] = [
  ['10,000 nested arrays', `{"fullname":${deepArray(10_000)}}`],
  ['10,000 nested objects', `{"consent":${deepObject(10_000)}}`],
  ['9 levels', `{"fullname":${deepArray(8)}}`],
  ['65 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i])))],
  ['65 items', JSON.stringify({ fullname: Array.from({ length: 65 }, (_, i) => i) })],
];

const post = (path: string, body: string, lang = 'uk', key = randomUUID()) =>
  fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': lang }, body });

describe('deep and wide JSON', () => {
  for (const kind of ['callback', 'connect', 'director'] as const) {
    it(`${submissionEndpoint[kind]}: 400 "too_deep" for each, in the visitor's language`, async () => {
      for (const [name, body] of bodies) {
        const res = await post(submissionEndpoint[kind], body);
        const answer = (await res.json()) as { errors: { code: string; message: string }[] };
        expect([name, res.status, answer.errors[0]?.code]).toEqual([name, 400, 'too_deep']);
        expect(answer.errors[0]?.message).toBe('Не вдалося прочитати запит');
      }
      const ru = (await (await post(submissionEndpoint[kind], bodies[0]![1], 'ru')).json()) as { errors: { message: string }[] };
      expect(ru.errors[0]?.message).toBe('Не удалось прочитать запрос');
    });
  }

  it(`${storedResultsEndpoint}: 400 for each under its 4 KB limit`, async () => {
    const small = bodies.map(([name, body]) => [name, body.replace(deepArray(10_000), deepArray(1_000)).replace(deepObject(10_000), deepObject(500))] as const);
    for (const [name, body] of small) expect([name, (await post(storedResultsEndpoint, body)).status]).toEqual([name, 400]);
  });

  it('a body at the limits, and brackets inside strings, are read as before', async () => {
    // 8 levels (the object and 7 arrays), 64 items, 64 keys: undeclared keys are dropped.
    const wide = Object.fromEntries(Array.from({ length: 57 }, (_, i) => [`x${i}`, i]));
    const atLimit = { fullname: 'Олена', phone: '067 123 45 67', address: 'вул. Перемоги, буд. 12', note: '[{"a":[', consent: true, deep: JSON.parse(deepArray(7)), list: Array.from({ length: 64 }, () => 0), ...wide };
    expect(Object.keys(atLimit)).toHaveLength(64);
    const res = await sendJson(server.url, 'callback', atLimit);
    expect(res.status).toBe(201);
  });

  it('no error is logged: the server stayed on its feet', async () => {
    expect(server.output()).not.toMatch(/"level":50/);
    expect(server.output()).not.toMatch(/Maximum call stack/);
  });
});

describe('replays of a completed key', () => {
  it('count against the rate limit: over it, 429 with Retry-After', async () => {
    const key = randomUUID();
    const body = { fullname: 'Олена Петрівна', phone: '067 123 45 67', address: 'вул. Перемоги, буд. 12', consent: true };
    // One address, 3 per 10 minutes; the test above used one.
    expect((await sendJson(server.url, 'callback', body, { key })).status).toBe(201);
    const replay = await sendJson(server.url, 'callback', body, { key, captcha: null });
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    const answers: [number, string | null][] = [];
    for (let i = 0; i < 20; i++) {
      const res = await sendJson(server.url, 'callback', body, { key, captcha: null });
      answers.push([res.status, res.headers.get('retry-after') && 'set']);
    }
    expect(answers).toEqual(Array.from({ length: 20 }, () => [429, 'set']));
    // Deep bodies on that key are still refused unread, never a 500.
    for (let i = 0; i < 5; i++) expect((await post(submissionEndpoint.callback, `{"fullname":${deepArray(10_000)}}`, 'uk', key)).status).toBe(400);
    expect(await countRows(server)).toBe(2);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
