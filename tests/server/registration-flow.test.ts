/** The whole way through, as the page walks it: number, phone, code, questionnaire, photos, sending. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls } from '../../src/domain/registration/contract';
import { Browser, idCardForm, lastCode, passportForm, photo } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let large: Buffer;
let small: Buffer;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
  // Readable: long side 1000 and short side 600 at least.
  [large, small] = await Promise.all([photo(1600, 1200), photo(800, 500)]);
});
afterAll(() => server?.stop());

describe('registration: the happy path', () => {
  it('an ID card with readable photos is verified at once', async () => {
    const b = new Browser(server.url);
    expect((await b.post(registrationCalls.lookup, { number: '1001' })).body).toMatchObject({ status: 1, session: false, sent: false, verified: false });
    // "Yes, this is my phone": the code goes to the application's own.
    const sent = await b.post(registrationCalls.changePhone, { connection_id: '1001' });
    expect(sent.body).toMatchObject({ sent: true, phone: '+380 67 *** ** 67' });
    const checked = await b.post(registrationCalls.checkCode, { connection_id: '1001', code: lastCode(server.dataDir, '1001') });
    expect(checked.status).toBe(200);
    expect(b.cookie).not.toBe('');
    expect((await b.post(registrationCalls.lookup, { number: '1001' })).body).toMatchObject({ session: true, phone_confirmed: true });

    expect((await b.post(registrationCalls.updateForm('1001'), idCardForm)).status).toBe(200);
    for (const name of ['id_card_front', 'id_card_back', 'tax_number']) {
      const up = await b.upload('1001', { name, file: { data: large, filename: `${name}.jpg` } });
      expect(up.status, name).toBe(200);
      expect(up.body).toMatchObject({ slot: name, type: 'image/jpeg', width: 1600, height: 1200 });
    }
    const result = await b.post(registrationCalls.runVerification, { context: { online_form: ['1001'] } });
    expect(result.body).toEqual({ results: [{ id: '1001', result: 'verified' }] });
    const data = await b.post(registrationCalls.getData, { connection_id: '1001' });
    expect(data.body).toMatchObject({ verified: true, form: { document_type: 'id_card', main_phone: '+380671234567' } });
    expect(data.body.files).toHaveLength(3);
  });

  it('a passport with one small photo is sent for an operator, and stays editable', async () => {
    const b = new Browser(server.url);
    // "No, another phone": the code goes to the one given.
    const sent = await b.post(registrationCalls.changePhone, { connection_id: '1004', phone: '050 123 45 67' });
    expect(sent.body).toMatchObject({ sent: true, phone: '+380 50 *** ** 67' });
    expect((await b.post(registrationCalls.checkCode, { connection_id: '1004', code: lastCode(server.dataDir, '1004') })).status).toBe(200);
    expect((await b.post(registrationCalls.updateForm('1004'), passportForm)).status).toBe(200);
    for (const name of ['passport_page_1', 'passport_page_2', 'passport_registration']) expect((await b.upload('1004', { name, file: { data: large } })).status).toBe(200);
    expect((await b.upload('1004', { name: 'tax_number', file: { data: small } })).status).toBe(200);

    const verify = () => b.post(registrationCalls.runVerification, { context: { online_form: ['1004'] } });
    expect((await verify()).body).toEqual({ results: [{ id: '1004', result: 'sent' }] });
    const data = await b.post(registrationCalls.getData, { connection_id: '1004' });
    expect(data.body).toMatchObject({ verified: false, sent_at: expect.any(String) });
    // Still editable; a change means it has to be sent again.
    expect((await b.post(registrationCalls.updateForm('1004'), { ...passportForm, email: 'olena.k@example.com' })).status).toBe(200);
    expect((await b.post(registrationCalls.getData, { connection_id: '1004' })).body.sent_at).toBeNull();
    // A readable photo in place of the small one: verified.
    expect((await b.upload('1004', { name: 'tax_number', file: { data: large } })).status).toBe(200);
    expect((await verify()).body).toEqual({ results: [{ id: '1004', result: 'verified' }] });
  });
});
