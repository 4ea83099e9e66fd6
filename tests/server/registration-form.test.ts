/** The questionnaire stored whole with its consents, checked as the page checks it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentVersions, registrationCalls } from '../../src/domain/registration/contract';
import { query } from '../support/forms';
import { Browser, idCardForm, passportForm } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let b: Browser;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
  b = new Browser(server.url);
  expect((await b.confirm(server.dataDir, '1001')).status).toBe(200);
});
afterAll(() => server?.stop());

const update = (body: unknown, lang?: string) => b.post(registrationCalls.updateForm('1001'), body, { lang });
const data = async () => (await b.post(registrationCalls.getData, { connection_id: '1001' })).body;

describe('registration: update_form', () => {
  it('stores the checked questionnaire with both consents, their versions and time', async () => {
    expect(await data()).toEqual({ id: '1001', status: 1, verified: false, sent_at: null, connection_address: 'м. Запоріжжя, вул. Соборна, буд. 12, кв. 5', form: null, files: [] });
    const res = await update({ ...idCardForm, surname: '  Коваленко ', unknown_key: 'dropped' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ saved: true, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const stored = (await data()).form as Record<string, unknown>;
    expect(stored).toMatchObject({ surname: 'Коваленко', main_phone: '+380671234567', document_type: 'id_card', offer_terms: true, personal_data: true });
    expect(stored).not.toHaveProperty('unknown_key');
    const consents = await query<{ consent: string; version: string; given_at: string }>(server, 'SELECT consent, version, given_at FROM registration_consents WHERE application_id = ? ORDER BY consent', '1001');
    expect(consents).toEqual([
      { consent: 'offer_terms', version: consentVersions.offer_terms, given_at: res.body.updated_at },
      { consent: 'personal_data', version: consentVersions.personal_data, given_at: res.body.updated_at },
    ]);
    expect((await b.post(registrationCalls.lookup, { number: '1001' })).body).toMatchObject({ sent: true, session: true });
  });

  it('replaces the previous version whole', async () => {
    expect((await update(passportForm)).status).toBe(200);
    const stored = (await data()).form as Record<string, unknown>;
    expect(stored).toMatchObject({ document_type: 'passport', passport_series: 'КЕ' });
    expect(stored).not.toHaveProperty('id_card_number');
    expect(await query(server, 'SELECT application_id FROM registration_forms')).toHaveLength(1);
  });

  it('answers field issues as the other forms do, in both languages, and keeps the stored version', async () => {
    const bad = { ...idCardForm, surname: 'Kovalenko', email: 'olena@' };
    const uk = await update(bad);
    expect(uk.status).toBe(400);
    const byField = <T extends { field?: string }>(errors: T[] = []) => [...errors].sort((x, y) => String(x.field).localeCompare(String(y.field)));
    expect(byField(uk.body.errors)).toEqual([
      { field: 'email', code: 'email', message: 'Некоректна адреса електронної пошти' },
      { field: 'surname', code: 'cyrillic', message: 'Лише кириличні літери' },
    ]);
    expect(byField((await update(bad, 'ru')).body.errors).map((e) => e.message)).toEqual(['Некорректный адрес электронной почты', 'Только кириллические буквы']);
    // The rules between fields, checked once each field is right.
    expect((await update({ ...idCardForm, tax_number: '1234567890' })).body.errors).toEqual([{ field: 'tax_number', code: 'tax_number', message: 'Такого ІПН не існує: перевірте цифри' }]);
    for (const consent of ['offer_terms', 'personal_data']) {
      const res = await update({ ...idCardForm, [consent]: false });
      expect(res.status, consent).toBe(400);
      expect(res.body.errors?.map((e) => e.field), consent).toEqual([consent]);
    }
    expect(((await data()).form as Record<string, unknown>).document_type).toBe('passport');
  });

  it('takes JSON only', async () => {
    const res = await b.post(registrationCalls.updateForm('1001'), JSON.stringify(idCardForm), { headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'content_type', message: 'Непідтримуваний формат запиту' });
  });
});

describe('registration: bad bodies on every JSON call', () => {
  const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
  const raw = ['[]', 'null', '"1001"', '{', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', deep, JSON.stringify({ connection_id: '1001', pad: 'x'.repeat(100_000) })];
  const ids = [{ connection_id: 1001 }, { connection_id: ['1001'] }, { connection_id: { $gt: '' } }, { connection_id: '../1001' }, { connection_id: '1001 ' }];
  const wrong: Record<string, unknown[]> = {
    [registrationCalls.getData]: ids,
    [registrationCalls.updateForm('1001')]: [{ ...idCardForm, document_type: 'driving_licence' }, { ...idCardForm, surname: ['Коваленко'] }, { ...idCardForm, birth_date: 19900305 }],
    [registrationCalls.getFile]: [...ids, { connection_id: '1001', file_id: ['x'] }, { connection_id: '1001', file_id: '../../etc/passwd' }, { connection_id: '1001' }],
    [registrationCalls.deleteFiles]: [
      ...ids,
      { connection_id: '1001', files: '1' },
      { connection_id: '1001', files: [1, 2] },
      { connection_id: '1001', files: [{ id: 'x' }] },
      { connection_id: '1001', files: Array.from({ length: 7 }, (_, i) => String(i)) },
      { connection_id: '1001', files: [] },
      { connection_id: '1001' },
    ],
    [registrationCalls.runVerification]: [
      { context: [] },
      { context: '1001' },
      { context: { online_form: '1001' } },
      { context: { online_form: [1001] } },
      { context: { online_form: [] } },
      { context: { online_form: ['1001', '1002', '1003', '1004', '1005', '1006'] } },
      { context: { online_form: ['../1001'] } },
      { online_form: ['1001'] },
    ],
  };

  it('answers each with a 4xx and a reason, never a 500', async () => {
    for (const [path, bodies] of Object.entries(wrong)) {
      for (const body of [...raw, ...bodies]) {
        const res = await b.post(path, body);
        const label = `${path} ${(typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 60)}`;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(res.body.errors?.[0]?.message, label).toEqual(expect.any(String));
        expect(res.headers.get('cache-control'), label).toBe('no-store');
      }
    }
    expect((await b.post(registrationCalls.getData, { connection_id: '1001' })).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
