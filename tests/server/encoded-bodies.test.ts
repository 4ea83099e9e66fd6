/**
 * A request body with a Content-Encoding is refused at once (415 with a reason), never left
 * unanswered: a gzip upload to a speed-test route hung until the 20 s idle cut.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionEndpoint } from '../../src/domain/forms/submissions';
import { storedResultsEndpoint } from '../../src/domain/speedtest/stored-result';
import { type RunningServer, startServer } from '../support/server';
import { countRows, goodVacancy, pdf, vacancyForm } from '../support/forms';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SPEEDTEST_COUNTERS: 'true' });
});
afterAll(() => server?.stop());

/** One POST over its own connection; resolves with the status and body, or "no answer" after 4 s. */
function post(path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; text: string } | 'no answer'> {
  return new Promise((resolve) => {
    const url = new URL(path, server.url);
    const req = request(url, { method: 'POST', agent: false, headers: { ...headers, 'content-length': String(body.length), connection: 'close' } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, 4000);
    req.on('close', () => clearTimeout(timer));
    req.on('error', () => undefined);
    req.end(body);
  });
}

const upload = gzipSync(Buffer.alloc(256 * 1024, 7));

describe('speed-test uploads with a Content-Encoding', () => {
  for (const path of ['/speedtest/empty', '/speedtest/empty?cors=true&r=1', '/__up']) {
    for (const encoding of ['gzip', 'br', 'deflate', 'x-unknown']) {
      it(`POST ${path} with ${encoding}: 415 at once`, async () => {
        const answer = await post(path, upload, { 'content-encoding': encoding, 'content-type': 'application/octet-stream' });
        expect(answer).not.toBe('no answer');
        if (answer === 'no answer') return;
        expect(answer.status).toBe(415);
        expect(JSON.parse(answer.text).errors[0].message).toMatch(/Content-Encoding/);
      });
    }
  }

  it('identity is no encoding: counted as before', async () => {
    const answer = await post('/speedtest/empty', Buffer.alloc(100_000), { 'content-encoding': 'identity' });
    expect(answer).toMatchObject({ status: 200 });
  });
});

describe('forms with a Content-Encoding', () => {
  const json = gzipSync(JSON.stringify({ fullname: 'Олена', phone: '067 123 45 67', address: 'вул. Перемоги, 12', consent: true }));
  for (const path of [submissionEndpoint.callback, submissionEndpoint.connect, submissionEndpoint.director, storedResultsEndpoint]) {
    it(`POST ${path} gzip: 415 with a reason in the visitor's language`, async () => {
      const answer = await post(path, json, { 'content-encoding': 'gzip', 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'accept-language': 'ru' });
      expect(answer).not.toBe('no answer');
      if (answer === 'no answer') return;
      expect([answer.status, JSON.parse(answer.text).errors[0].message]).toEqual([415, 'Неподдерживаемый формат запроса']);
    });
  }

  it('the vacancy form gzip: 415, nothing stored', async () => {
    const form = new Response(vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf }));
    const body = gzipSync(Buffer.from(await form.arrayBuffer()));
    const answer = await post(submissionEndpoint.vacancy, body, { 'content-encoding': 'gzip', 'content-type': form.headers.get('content-type') ?? '', 'idempotency-key': crypto.randomUUID() });
    expect(answer).toMatchObject({ status: 415 });
    expect(await countRows(server)).toBe(0);
  });
});
