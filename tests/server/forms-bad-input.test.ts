/**
 * Bad input against the live server: hundreds of malformed requests across the four form
 * endpoints. Every one gets a 4xx with a reason (never a 5xx), and none leaves a row or a file.
 */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionEndpoint } from '../../src/domain/forms/submissions';
import { countRows, goodVacancy, pdf, png, proof, sendJson, sendVacancy, uploadedFiles, vacancyForm } from '../support/forms';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
const tally = new Map<string, number>();
const seen: { what: string; status: number }[] = [];

beforeAll(async () => {
  server = await startServer({ CAPTCHA_MAX_COUNTER: '50', FORM_RATE_LIMIT: '10000/60' });
});
afterAll(async () => {
  const byStatus = new Map<number, number>();
  for (const s of seen) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  console.log(`bad-input suite: ${seen.length} requests; per endpoint ${JSON.stringify(Object.fromEntries(tally))}; per status ${JSON.stringify(Object.fromEntries(byStatus))}`);
  await server?.stop();
});

async function expectRefused(what: string, endpoint: string, res: Response) {
  tally.set(endpoint, (tally.get(endpoint) ?? 0) + 1);
  seen.push({ what, status: res.status });
  const text = await res.text();
  expect(res.status, `${what}: ${text}`).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  const body = JSON.parse(text) as { errors: { message: string }[] };
  expect(body.errors.length, what).toBeGreaterThan(0);
  for (const e of body.errors) expect(e.message.trim().length, what).toBeGreaterThan(0);
}

const good = {
  callback: { fullname: 'Олена Петрівна', phone: '0671234567', address: 'вул. Перемоги, буд. 12', additional_info: '', consent: true },
  connect: { address: 'вул. Незалежної України', house: '7а', flat: '15', phone: '0501234567', consent: true },
  director: { email: 'client@example.com', text: 'Дякую за швидке підключення!', consent: true },
} as const;
type JsonKind = keyof typeof good;

const badPhones = ['', '123', '+7 999 123 45 67', '067123456', '06712345678', 'телефон', '+380 00 000 00 00', '0012345678', '067-123-45-6x', '+38067123456789'];
const badEmails = ['', 'nope', 'a@', '@b.ua', 'a b@c.ua', 'a@b', `${'x'.repeat(250)}@example.com`, 'a@@b.ua'];
const wrongTypes: unknown[] = [42, true, false, null, ['x'], { x: 1 }];
const huge = 'я'.repeat(20_000);
let rowsBefore = 0;

describe('bad input: JSON forms', () => {
  beforeAll(async () => {
    rowsBefore = await countRows(server);
  });

  for (const kind of Object.keys(good) as JsonKind[]) {
    const endpoint = submissionEndpoint[kind];
    const base = good[kind] as Record<string, unknown>;

    it(`${kind}: missing fields, wrong types, oversize strings`, async () => {
      for (const field of Object.keys(base)) {
        if (kind === 'callback' && (field === 'address' || field === 'additional_info')) continue;
        if (kind === 'connect' && field === 'flat') continue;
        const { [field]: _, ...without } = base;
        await expectRefused(`${kind} without ${field}`, endpoint, await sendJson(server.url, kind, without));
        for (const value of wrongTypes.filter((v) => !(field === 'consent' && v === true))) await expectRefused(`${kind} ${field}=${JSON.stringify(value)}`, endpoint, await sendJson(server.url, kind, { ...base, [field]: value }));
        if (field !== 'consent') await expectRefused(`${kind} huge ${field}`, endpoint, await sendJson(server.url, kind, { ...base, [field]: huge }));
      }
    });

    it(`${kind}: bad phones and e-mails, not-objects, broken JSON, wrong content types, bad keys`, async () => {
      if (kind === 'director') for (const email of badEmails) await expectRefused(`${kind} email ${email.slice(0, 20)}`, endpoint, await sendJson(server.url, kind, { ...base, email }));
      else for (const phone of badPhones) await expectRefused(`${kind} phone ${phone}`, endpoint, await sendJson(server.url, kind, { ...base, phone }));
      for (const body of ['[]', '"text"', '42', 'null', 'true']) await expectRefused(`${kind} body ${body}`, endpoint, await sendJson(server.url, kind, body));
      for (const body of ['{', '{"fullname":', "{'a':1}", '', '{"a":1}}']) await expectRefused(`${kind} broken ${body}`, endpoint, await sendJson(server.url, kind, body));
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
        await expectRefused(`${kind} content-type ${type}`, endpoint, await sendJson(server.url, kind, JSON.stringify(base), { headers: { 'content-type': type } }));
      }
      for (const key of ['', 'short', 'x'.repeat(65), 'bad key with spaces!!', '../../etc/passwd-0000']) {
        await expectRefused(`${kind} key ${key.slice(0, 12)}`, endpoint, await sendJson(server.url, kind, base, { key }));
      }
      await expectRefused(`${kind} body over 64 KB`, endpoint, await sendJson(server.url, kind, { ...base, pad: 'x'.repeat(70_000) }));
    });

    it(`${kind}: missing, forged and expired-looking captcha`, async () => {
      await expectRefused(`${kind} no captcha`, endpoint, await sendJson(server.url, kind, base, { captcha: null }));
      for (const captcha of ['', 'x', 'bm90IGpzb24=', Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), 'A'.repeat(9000)]) {
        await expectRefused(`${kind} captcha ${captcha.slice(0, 10)}`, endpoint, await sendJson(server.url, kind, base, { captcha }));
      }
      // A real solution with its derived key changed.
      const real = JSON.parse(Buffer.from(await proof(server.url), 'base64').toString()) as { solution: { derivedKey: string } };
      real.solution.derivedKey = real.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      await expectRefused(`${kind} tampered captcha`, endpoint, await sendJson(server.url, kind, base, { captcha: Buffer.from(JSON.stringify(real)).toString('base64') }));
    });
  }

  it('nothing was stored', async () => {
    expect(await countRows(server)).toBe(rowsBefore);
  });
});

describe('bad input: vacancy application (multipart)', () => {
  const endpoint = submissionEndpoint.vacancy;
  const cv = { name: 'cv.pdf', data: pdf, type: 'application/pdf' };

  beforeAll(async () => {
    rowsBefore = await countRows(server);
  });

  it('missing and bad fields', async () => {
    for (const field of ['fullname', 'phone', 'email', 'vacancy_id', 'consent']) {
      const { [field as keyof typeof goodVacancy]: _, ...without } = goodVacancy;
      await expectRefused(`vacancy without ${field}`, endpoint, await sendVacancy(server.url, vacancyForm(without, cv)));
    }
    for (const phone of badPhones) await expectRefused(`vacancy phone ${phone}`, endpoint, await sendVacancy(server.url, vacancyForm({ ...goodVacancy, phone }, cv)));
    for (const email of badEmails) await expectRefused(`vacancy email ${email.slice(0, 20)}`, endpoint, await sendVacancy(server.url, vacancyForm({ ...goodVacancy, email }, cv)));
    for (const vacancy_id of ['0', '-1', 'abc', '999999', '1.5', '']) await expectRefused(`vacancy id ${vacancy_id}`, endpoint, await sendVacancy(server.url, vacancyForm({ ...goodVacancy, vacancy_id }, cv)));
    for (const fullname of ['J', 'John Smith', '<script>alert(1)</script>', huge.slice(0, 10_000)]) {
      await expectRefused(`vacancy name ${fullname.slice(0, 10)}`, endpoint, await sendVacancy(server.url, vacancyForm({ ...goodVacancy, fullname }, cv)));
    }
    await expectRefused('vacancy huge comment', endpoint, await sendVacancy(server.url, vacancyForm({ ...goodVacancy, comment: 'x'.repeat(15_000) }, cv)));
    await expectRefused('vacancy field over 16 KB', endpoint, await sendVacancy(server.url, vacancyForm({ ...goodVacancy, comment: 'x'.repeat(20_000) }, cv)));
  });

  it('bad files: none, empty, too big, wrong content, double extensions, traversal names', async () => {
    await expectRefused('vacancy without file', endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy)));
    await expectRefused('vacancy empty file', endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: Buffer.alloc(0) })));
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    const tooBig = await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: big }));
    expect(tooBig.status).toBe(413);
    await expectRefused('vacancy 10 MB + 1 byte', endpoint, tooBig);
    const wrong: [string, Buffer][] = [
      ['cv.jpg', pdf],
      ['cv.jpg.php', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
      ['cv.php', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['cv.exe', Buffer.from('MZ\x90\x00')],
      ['cv', pdf],
      ['cv.pdf', png],
      ['cv.png', pdf],
      ['cv.docx', Buffer.from('PK\x03\x04not really a word file')],
      ['cv.odt', Buffer.from('PK\x03\x04not an odf file either')],
      ['cv.doc', Buffer.from('plain text pretending')],
      ['cv.rtf', Buffer.from('{\\notrtf}')],
      ['cv.svg', Buffer.from('<svg onload="alert(1)"/>')],
      ['cv.html', Buffer.from('<script>alert(1)</script>')],
      ['../../../etc/passwd', Buffer.from('root:x:0:0')],
      ['..\\..\\windows\\win.ini', Buffer.from('[fonts]')],
      ['/etc/shadow.pdf', Buffer.from('not a pdf')],
      ['cv.pdf\u0000.exe', pdf.subarray(0, 4)],
      ['.htaccess', Buffer.from('Options +ExecCGI')],
    ];
    for (const [name, data] of wrong) await expectRefused(`vacancy file ${name}`, endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy, { name, data })));
    // Two files where one is allowed, and a file under another field name.
    const two = vacancyForm(goodVacancy, cv);
    two.append('resume', new Blob([new Uint8Array(pdf)]), 'second.pdf');
    await expectRefused('vacancy two files', endpoint, await sendVacancy(server.url, two));
    const other = vacancyForm(goodVacancy);
    other.append('avatar', new Blob([new Uint8Array(png)]), 'me.png');
    await expectRefused('vacancy file under another name', endpoint, await sendVacancy(server.url, other));
    // Refused at a file under another name while the client still sends an 8 MB resume after
    // it: the client reads the reason, not a broken pipe.
    const large = vacancyForm(goodVacancy);
    large.append('avatar', new Blob([new Uint8Array(png)]), 'me.png');
    large.append('resume', new Blob([new Uint8Array(8 * 1024 * 1024)]), 'cv.pdf');
    await expectRefused('vacancy with a large second file', endpoint, await sendVacancy(server.url, large));
  });

  it('broken multipart, wrong content types, keys and captcha', async () => {
    const raw = async (body: string, type: string) =>
      fetch(`${server.url}${endpoint}?g_recaptcha_response=${encodeURIComponent(await proof(server.url))}`, {
        method: 'POST',
        headers: { 'content-type': type, 'idempotency-key': randomUUID(), 'accept-language': 'ru' },
        body,
      });
    const cases: [string, string][] = [
      ['--xyz\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nТкаченко', 'multipart/form-data; boundary=xyz'],
      ['garbage without boundaries', 'multipart/form-data; boundary=xyz'],
      ['--xyz--\r\n', 'multipart/form-data; boundary=xyz'],
      ['--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--\r\n', 'multipart/form-data; boundary=xyz'],
      ['--xyz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4 trunc', 'multipart/form-data; boundary=xyz'],
      ['x', 'multipart/form-data'],
      [JSON.stringify(goodVacancy), 'application/json'],
      ['fullname=a', 'application/x-www-form-urlencoded'],
      ['plain', 'text/plain'],
    ];
    for (const [body, type] of cases) await expectRefused(`vacancy raw ${type} ${body.slice(0, 15)}`, endpoint, await raw(body, type));
    for (const key of ['', 'short', 'x'.repeat(65)]) await expectRefused(`vacancy key ${key.slice(0, 5)}`, endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy, cv), { key }));
    await expectRefused('vacancy no captcha', endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy, cv), { captcha: null }));
    await expectRefused('vacancy forged captcha', endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy, cv), { captcha: 'Zm9yZ2Vk' }));
  });

  it('a reused captcha is refused (after one accepted use)', async () => {
    const once = await proof(server.url);
    expect((await sendJson(server.url, 'director', good.director, { captcha: once })).status).toBe(201);
    rowsBefore += 1;
    await expectRefused('director reused captcha', submissionEndpoint.director, await sendJson(server.url, 'director', good.director, { captcha: once }));
    await expectRefused('vacancy reused captcha', endpoint, await sendVacancy(server.url, vacancyForm(goodVacancy, cv), { captcha: once }));
  });

  it('left no row and no file behind, and at least 200 requests were refused', async () => {
    expect(await countRows(server)).toBe(rowsBefore);
    expect(await countRows(server, 'submission_files')).toBe(0);
    expect(uploadedFiles(server.dataDir).map((f) => `${f} ${statSync(f).size}`)).toEqual([]);
    expect(seen.length).toBeGreaterThanOrEqual(200);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
  });
});

describe('bad input: sizes, content types and field names say what is wrong', () => {
  const errorsOf = async (res: Response) => ((await res.json()) as { errors: { field?: string; code: string; message: string }[] }).errors;

  it('413 says the request is too large, in the visitor language', async () => {
    const uk = await sendJson(server.url, 'callback', { ...good.callback, pad: 'x'.repeat(70_000) });
    expect(uk.status).toBe(413);
    expect(await errorsOf(uk)).toEqual([{ code: 'too_large', message: 'Запит завеликий' }]);
    const ru = await sendJson(server.url, 'director', { ...good.director, pad: 'x'.repeat(70_000) }, { lang: 'ru' });
    expect(ru.status).toBe(413);
    expect(await errorsOf(ru)).toEqual([{ code: 'too_large', message: 'Запрос слишком большой' }]);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    const file = await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: big }), { lang: 'ru' });
    expect(file.status).toBe(413);
    expect(await errorsOf(file)).toEqual([{ field: 'resume', code: 'file_size', message: 'Размер файла превышает 10 МБ' }]);
  });

  it('a JSON form given another content type answers 415 with the reason', async () => {
    for (const kind of Object.keys(good) as JsonKind[]) {
      for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx']) {
        const res = await sendJson(server.url, kind, JSON.stringify(good[kind]), { headers: { 'content-type': type }, lang: 'ru' });
        expect(res.status, `${kind} ${type}`).toBe(415);
        expect(await errorsOf(res), `${kind} ${type}`).toEqual([{ code: 'content_type', message: 'Неподдерживаемый формат запроса' }]);
      }
    }
  });

  it('refuses multipart fields named __proto__, constructor, prototype or like an Object method, storing nothing', async () => {
    const before = await countRows(server);
    for (const name of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
      const form = vacancyForm({ ...goodVacancy, [name]: 'x' }, { name: 'cv.pdf', data: pdf, type: 'application/pdf' });
      const res = await sendVacancy(server.url, form);
      expect(res.status, name).toBe(400);
      expect(await errorsOf(res), name).toEqual([{ code: 'field_name', message: 'Форма містить поле із зарезервованою назвою' }]);
    }
    expect(await countRows(server)).toBe(before);
    expect(uploadedFiles(server.dataDir)).toEqual([]);
  });
});
