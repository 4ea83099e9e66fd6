import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

type Answer = { status: number; body: { errors?: { code: string; message: string; field?: string }[] } & Record<string, unknown>; retryAfter: string | null };

let server: RunningServer;
beforeAll(async () => {
  // A generous form limit: this file counts the application's own limits, not the address's.
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
});
afterAll(() => server?.stop());

async function post(path: string, body: unknown, lang = 'uk'): Promise<Answer> {
  const res = await fetch(`${server.url}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Answer['body'], retryAfter: res.headers.get('retry-after') };
}

/** The code in a written message: its text, after the "To:" line, has one run of 6 digits. */
const codeOf = (message: string) => /\b(\d{6})\b/.exec(message.split('\n\n')[1] ?? '')?.[1] ?? '';

/** The codes the SMS outbox holds for a phone, oldest first. */
function codesSentTo(phone: string): string[] {
  const dir = join(server.dataDir, 'sms-outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.txt')).sort();
  } catch {
    return [];
  }
  return names.map((n) => readFileSync(join(dir, n), 'utf8')).filter((text) => text.startsWith(`To: ${phone}\n`)).map(codeOf);
}

describe('registration: finding the application', () => {
  it('answers a demo application with its status and a masked phone, in both endpoints, never its address', async () => {
    for (const path of ['NEWELMA/questionnaire_list/', 'ELMA/get_connection_data']) {
      const { status, body } = await post(path, { number: '1001' });
      expect(status).toBe(200);
      expect(body).toEqual({ id: '1001', status: 1, phone: '+380 67 *** ** 67', phone_confirmed: false, verified: false, session: false, sent: false });
    }
    expect((await post('ELMA/get_connection_data', { number: '1003' })).body).toMatchObject({ status: 2 });
    expect((await post('ELMA/get_connection_data', { number: '1002' })).body).toMatchObject({ verified: true });
  });

  it("says 'wrong application number' in the reader's language for an unknown or malformed one", async () => {
    const uk = await post('NEWELMA/questionnaire_list/', { number: '9999' });
    expect(uk.status).toBe(404);
    expect(uk.body.errors?.[0]).toMatchObject({ code: 'wrong_number', message: 'Невірний номер заявки', field: 'number' });
    const ru = await post('NEWELMA/questionnaire_list/', { number: '1001; DROP TABLE' }, 'ru');
    expect(ru.body.errors?.[0]?.message).toBe('Неверный номер заявки');
    for (const body of [{ number: 1001 }, { number: ['1001'] }, {}, []]) expect((await post('NEWELMA/questionnaire_list/', body)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('registration: the SMS code', () => {
  it('refuses a code before one is sent, sends one to the phone given, and confirms it once', async () => {
    expect((await post('ELMA/check_sms_code', { connection_id: '1001', code: '123456' })).body.errors?.[0]?.code).toBe('code_incorrect');
    const bad = await post('ELMA/change_phone', { connection_id: '1001', phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ code: 'wrong_phone', message: 'Невірний номер телефону' });
    const sent = await post('ELMA/change_phone', { connection_id: '1001', phone: '067 123-45-67' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, resend_in: 60 });
    const [code] = codesSentTo('+380671234567');
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('ELMA/check_sms_code', { connection_id: '1001', code: 'abc' })).body.errors?.[0]?.code).toBe('code_format');
    const confirmed = await post('ELMA/check_sms_code', { connection_id: '1001', code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ phone_confirmed: true });
    // Single use.
    expect((await post('ELMA/check_sms_code', { connection_id: '1001', code })).body.errors?.[0]?.code).toBe('code_incorrect');
  });

  it('sends a code to the application\'s own phone when none is given ("yes, this is my phone")', async () => {
    const before = codesSentTo('+380672223344').length;
    const sent = await post('ELMA/change_phone', { connection_id: '1004' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, phone: '+380 67 *** ** 44' });
    expect(codesSentTo('+380672223344')).toHaveLength(before + 1);
    for (const phone of [null, 380672223344, '', ['0672223344']]) {
      expect((await post('ELMA/change_phone', { connection_id: '1005', phone })).body.errors?.[0]?.code, String(phone)).toBe('wrong_phone');
    }
  });

  it('waits a minute before another code, and voids a code after 5 wrong tries', async () => {
    const again = await post('ELMA/change_phone', { connection_id: '1001', phone: '+380671234567' });
    expect(again.status).toBe(429);
    expect(again.body.errors?.[0]?.code).toBe('resend_wait');
    expect(Number(again.retryAfter)).toBeGreaterThan(0);
  });

  it('stops guessing at 5: the right code no longer counts after them', async () => {
    // A fresh server, whose demo 1001 has had no code yet.
    const fresh = await startServer({ FORM_RATE_LIMIT: '1000/600' });
    try {
      const call = async (path: string, body: unknown) => {
        const res = await fetch(`${fresh.url}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      };
      expect((await call('ELMA/change_phone', { connection_id: '1001', phone: '0501234567' })).status).toBe(200);
      const text = readdirSync(join(fresh.dataDir, 'sms-outbox')).map((n) => readFileSync(join(fresh.dataDir, 'sms-outbox', n), 'utf8'))[0] ?? '';
      const code = codeOf(text);
      expect(text).toContain('To: +380501234567');
      const wrong = code === '000000' ? '111111' : '000000';
      const outcomes = [];
      for (let i = 0; i < 5; i++) outcomes.push((await call('ELMA/check_sms_code', { connection_id: '1001', code: wrong })).body.errors?.[0]?.code);
      expect(outcomes).toEqual(['code_incorrect', 'code_incorrect', 'code_incorrect', 'code_incorrect', 'call_support']);
      const late = await call('ELMA/check_sms_code', { connection_id: '1001', code });
      expect(late.status).toBe(429);
      expect(late.body.errors?.[0]).toMatchObject({ code: 'call_support', message: 'Зателефонуйте в підтримку!' });
    } finally {
      await fresh.stop();
    }
  });

  it('refuses the code steps of an application that is verified or no longer open', async () => {
    for (const id of ['1002', '1003']) {
      const res = await post('ELMA/change_phone', { connection_id: id, phone: '0671234567' });
      expect(res.status, id).toBe(409);
    }
    expect((await post('ELMA/check_sms_code', { connection_id: '7777', code: '123456' })).body.errors?.[0]?.code).toBe('wrong_connection');
  });
});
