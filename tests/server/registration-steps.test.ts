/** Every step of the questionnaire refused out of order, and everything refused once verified. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls } from '../../src/domain/registration/contract';
import { execute } from '../support/forms';
import { Browser, filesOnDisk, idCardForm, lastCode, photo } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let big: Buffer;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600' });
  big = await photo(1200, 800);
});
afterAll(() => server?.stop());

const sessionMessages = { uk: 'Сеанс завершився: підтвердьте номер телефону ще раз', ru: 'Сеанс завершён: подтвердите номер телефона ещё раз' };
const readOnly = { uk: 'Перевірену анкету можна змінити лише через підтримку', ru: 'Проверенную анкету можно изменить только через поддержку' };

describe('registration: no step without the session', () => {
  it('refuses every call after the lookup with 401 and the reason, in both languages, storing nothing', async () => {
    for (const lang of ['uk', 'ru'] as const) {
      const browser = new Browser(server.url, lang);
      const answers = [
        await browser.post(registrationCalls.getData, { connection_id: '1001' }),
        await browser.post(registrationCalls.updateForm('1001'), idCardForm),
        await browser.upload('1001', { name: 'tax_number', file: { data: big } }),
        await browser.post(registrationCalls.getFile, { connection_id: '1001', file_id: randomUUID() }),
        await browser.post(registrationCalls.deleteFiles, { connection_id: '1001', files: [randomUUID()] }),
        await browser.post(registrationCalls.runVerification, { context: { online_form: ['1001'] } }),
      ];
      for (const [i, res] of answers.entries()) {
        expect(res.status, `${lang} call ${i}`).toBe(401);
        expect(res.body.errors?.[0], `${lang} call ${i}`).toMatchObject({ code: 'session_required', message: sessionMessages[lang] });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(filesOnDisk(server.dataDir, '1001')).toEqual([]);
  });

  it('trusts no forwarded proto when no proxy is trusted: the cookie is not Secure', async () => {
    const browser = new Browser(server.url);
    await browser.post(registrationCalls.changePhone, { connection_id: '1009' });
    const res = await browser.post(registrationCalls.checkCode, { connection_id: '1009', code: lastCode(server.dataDir, '1009') }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('registration: verification step by step', () => {
  let b: Browser;
  const verify = () => b.post(registrationCalls.runVerification, { context: { online_form: ['1004'] } });

  beforeAll(async () => {
    b = new Browser(server.url);
    expect((await b.confirm(server.dataDir, '1004')).status).toBe(200);
  });

  it('wants the questionnaire first', async () => {
    const res = await verify();
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ code: 'form_first', message: 'Спочатку заповніть і збережіть анкету' }]);
    expect((await b.post(registrationCalls.runVerification, { context: { online_form: ['1004'] } }, { lang: 'ru' })).body.errors?.[0]?.message).toBe('Сначала заполните и сохраните анкету');
  });

  it('wants both consents, to the texts in force', async () => {
    expect((await b.post(registrationCalls.updateForm('1004'), idCardForm)).status).toBe(200);
    // What a new text of the consents does to one given to the old text.
    await execute(server, "UPDATE registration_consents SET version = 'old' WHERE application_id = ? AND consent = 'personal_data'", '1004');
    const res = await verify();
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ code: 'consents_missing', message: 'Щоб надіслати анкету, потрібні обидві згоди' }]);
    expect((await b.post(registrationCalls.runVerification, { context: { online_form: ['1004'] } }, { lang: 'ru' })).body.errors?.[0]?.message).toBe('Чтобы отправить анкету, нужны оба согласия');
    expect((await b.post(registrationCalls.updateForm('1004'), idCardForm)).status).toBe(200);
  });

  it('wants each required photo of the document type, one error per missing slot', async () => {
    const none = await verify();
    expect(none.status).toBe(409);
    expect(none.body.errors).toEqual(['id_card_front', 'id_card_back', 'tax_number'].map((field) => ({ field, code: 'file_required', message: 'Файл обовʼязковий' })));
    expect((await b.upload('1004', { name: 'id_card_back', file: { data: big } })).status).toBe(200);
    expect((await verify()).body.errors?.map((e) => e.field)).toEqual(['id_card_front', 'tax_number']);
    expect((await b.upload('1004', { name: 'id_card_front', file: { data: big } })).status).toBe(200);
    const ru = await b.post(registrationCalls.runVerification, { context: { online_form: ['1004'] } }, { lang: 'ru' });
    expect(ru.body.errors).toEqual([{ field: 'tax_number', code: 'file_required', message: 'Файл обязателен' }]);
  });

  it('verifies once every required photo is there and readable, then refuses every change', async () => {
    const tax = await b.upload('1004', { name: 'tax_number', file: { data: big } });
    expect(tax.status).toBe(200);
    const done = await verify();
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ results: [{ id: '1004', result: 'verified' }] });
    for (const lang of ['uk', 'ru'] as const) {
      const changes = [
        await b.post(registrationCalls.updateForm('1004'), idCardForm, { lang }),
        await b.upload('1004', { name: 'tax_number', file: { data: big } }, { lang }),
        await b.post(registrationCalls.deleteFiles, { connection_id: '1004', files: [tax.body.id] }, { lang }),
      ];
      for (const [i, res] of changes.entries()) {
        expect(res.status, `${lang} change ${i}`).toBe(409);
        expect(res.body.errors, `${lang} change ${i}`).toEqual([{ code: 'verified', message: readOnly[lang] }]);
      }
    }
    const data = await b.post(registrationCalls.getData, { connection_id: '1004' });
    expect(data.body).toMatchObject({ id: '1004', verified: true, connection_address: 'с. Наталівка, вул. Шкільна, буд. 7' });
    expect(data.body.sent_at).toEqual(expect.any(String));
    expect(data.body.files).toHaveLength(3);
    expect(filesOnDisk(server.dataDir, '1004')).toHaveLength(3);
    // Asked again, it stays verified; the lookup says so and that a questionnaire is kept.
    expect((await verify()).body).toEqual({ results: [{ id: '1004', result: 'verified' }] });
    expect((await b.post(registrationCalls.lookup, { number: '1004' })).body).toMatchObject({ verified: true, session: true, sent: true });
  });
});
