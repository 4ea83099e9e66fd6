import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCrm, startCrm } from '../support/crm';
import { type RunningServer, root, startServer, storageEnv } from '../support/server';
import { countRows, execute, goodVacancy, pdf, proof, query, sendJson, sendVacancy, uploadedFiles, vacancyForm } from '../support/forms';

const callback = { fullname: 'Олена Петрівна', phone: '067 123 45 67', address: 'вул. Перемоги, буд. 12', additional_info: 'Тариф: Для квартири', consent: true };
const connect = { address: 'вул. Незалежної України', house: '7а', flat: '15', phone: '0501234567', consent: true };
const fresh = { city: 'Кушугум', address: 'вул. Центральна', numberHouse: '3', numberPhone: '0961234567', consent: true };
const director = { email: 'client@example.com', text: 'Дякую за швидке підключення!', consent: true };
const token = 'staff-token-0123456789';

// The CRM refuses the first delivery, then takes them.
let crm: RunningCrm;
let server: RunningServer;

beforeAll(async () => {
  crm = await startCrm((before) => (before.length === 0 ? 500 : 200));
  server = await startServer({
    CAPTCHA_MAX_COUNTER: '300',
    FORM_RATE_LIMIT: '1000/60',
    ADMIN_TOKEN: token,
    CRM_WEBHOOK_URL: crm.url,
    HANDOFF_RETRY_BASE_MS: '200',
  });
});
afterAll(async () => {
  await server?.stop();
  crm?.close();
});

describe('forms: accepted submissions', () => {
  it('issues signed challenges that are not cached', async () => {
    const res = await fetch(`${server.url}/api/v1/captcha/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string };
    expect(body.parameters.algorithm).toBe('SHA-256');
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it.each([
    ['callback', callback, { fullname: 'Олена Петрівна', phone: '+380671234567', address: 'вул. Перемоги, буд. 12' }],
    ['connect', connect, { address: 'вул. Незалежної України', house: '7а', flat: '15', phone: '+380501234567' }],
    ['connect', fresh, { city: 'Кушугум', numberHouse: '3', numberPhone: '+380961234567' }],
    ['director', director, { email: 'client@example.com', text: 'Дякую за швидке підключення!' }],
  ] as const)('stores a valid %s request once, with its language and consent', async (kind, body, expected) => {
    const key = randomUUID();
    const res = await sendJson(server.url, kind, body, { key, lang: 'ru' });
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as { id: number; kind: string };
    expect(receipt.kind).toBe(kind);
    const [row] = await query<{ kind: string; locale: string; consent_at: string; payload: string }>(server, 'SELECT * FROM submissions WHERE idempotency_key = ?', key);
    expect(row).toMatchObject({ kind, locale: 'ru' });
    expect(row?.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Phones are stored stripped and in one form.
    expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({ ...expected, consent: true });
  });

  it('stores a vacancy application with its resume outside the web root, under a server-made name', async () => {
    const key = randomUUID();
    const res = await sendVacancy(server.url, vacancyForm(goodVacancy, { name: '../../etc/Моє резюме.pdf', data: pdf, type: 'application/pdf' }), { key });
    expect(res.status).toBe(201);
    const [file] = await query<{ stored_name: string; original_name: string; type: string; size: number }>(
      server,
      'SELECT f.* FROM submission_files f JOIN submissions s ON s.id = f.submission_id WHERE s.idempotency_key = ?',
      key,
    );
    expect(file).toMatchObject({ original_name: 'Моє резюме.pdf', type: 'application/pdf', size: pdf.length });
    expect(file?.stored_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(server.dataDir, 'uploads', file?.stored_name ?? '')).equals(pdf)).toBe(true);
    // Not served: uploads are not under the web root.
    expect((await fetch(`${server.url}/uploads/${file?.stored_name}`)).status).toBe(404);
  });

  it('writes the director and vacancy e-mails as .eml files when no SMTP server is configured', async () => {
    await expect
      .poll(() => (existsSync(join(server.dataDir, 'mail')) ? readdirSync(join(server.dataDir, 'mail')) : []), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/-director\.eml$/), expect.stringMatching(/-vacancy\.eml$/)]));
    const files = readdirSync(join(server.dataDir, 'mail'));
    const hr = readFileSync(join(server.dataDir, 'mail', files.find((f) => f.endsWith('-vacancy.eml')) ?? ''), 'utf8');
    expect(hr).toMatch(/^To: hr@zorianet\.example/m);
    expect(hr).toMatch(/Content-Disposition: attachment/);
    const boss = readFileSync(join(server.dataDir, 'mail', files.find((f) => f.endsWith('-director.eml')) ?? ''), 'utf8');
    expect(boss).toMatch(/^Reply-To: client@example\.com/m);
  });

  it('hands every submission to the CRM with its key, retrying after a failure', async () => {
    await expect.poll(async () => (await query<{ n: number }>(server, "SELECT COUNT(*) AS n FROM handoffs WHERE channel = 'crm' AND delivered_at IS NULL"))[0]?.n, { timeout: 15_000 }).toBe(0);
    expect(crm.calls[0]?.status).toBe(500);
    const retried = crm.calls.filter((c) => c.body.id === crm.calls[0]?.body.id);
    expect(retried.map((c) => c.status)).toEqual([500, 200]);
    expect(new Set(retried.map((c) => c.key)).size).toBe(1);
    const keys = await query<{ idempotency_key: string }>(server, 'SELECT idempotency_key FROM submissions WHERE id = ?', crm.calls[0]?.body.id);
    expect(retried[0]?.key).toBe(keys[0]?.idempotency_key);
  });
});

describe('forms: undeclared fields', () => {
  it('never stores, exports or hands on a key the form does not declare', async () => {
    const extra = { evil: '<script>alert(1)</script>', isAdmin: true, 'fullname ': 'x' };
    const sent: [string, Response][] = [
      ['callback', await sendJson(server.url, 'callback', { ...callback, ...extra })],
      ['connect', await sendJson(server.url, 'connect', { ...fresh, ...extra, phone: '0501234567' })],
      ['director', await sendJson(server.url, 'director', { ...director, ...extra })],
      ['vacancy', await sendVacancy(server.url, vacancyForm({ ...goodVacancy, evil: extra.evil, isAdmin: 'true' }, { name: 'cv.pdf', data: pdf }))],
    ];
    const declared: Record<string, string[]> = {
      callback: ['additional_info', 'address', 'consent', 'fullname', 'phone'],
      connect: ['address', 'city', 'consent', 'numberHouse', 'numberPhone'],
      director: ['consent', 'email', 'text'],
      vacancy: ['comment', 'consent', 'email', 'fullname', 'phone', 'vacancy_id'],
    };
    const ids: number[] = [];
    for (const [kind, res] of sent) {
      expect(res.status, kind).toBe(201);
      const { id } = (await res.json()) as { id: number };
      ids.push(id);
      const [row] = await query<{ payload: string }>(server, 'SELECT payload FROM submissions WHERE id = ?', id);
      expect(Object.keys(JSON.parse(row?.payload ?? '{}') as object).sort(), kind).toEqual(declared[kind]);
    }
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const { data } = (await (await fetch(`${server.url}/api/v1/admin/submissions`, auth)).json()) as { data: { id: number; kind: string; payload: object }[] };
    for (const r of data.filter((x) => ids.includes(x.id))) expect(Object.keys(r.payload).sort(), r.kind).toEqual(declared[r.kind]);
    expect(data.filter((x) => ids.includes(x.id))).toHaveLength(4);
    const csvHead = (await (await fetch(`${server.url}/api/v1/admin/submissions?format=csv`, auth)).text()).split('\r\n')[0] ?? '';
    expect(csvHead).toContain('"numberHouse"');
    expect(csvHead.split(',').filter((c) => ['"evil"', '"isAdmin"', '"fullname "'].includes(c))).toEqual([]);
    // The CRM gets the same declared keys.
    await expect.poll(() => ids.filter((id) => crm.calls.some((c) => c.body.id === id && c.status === 200)).length, { timeout: 15_000 }).toBe(4);
    for (const id of ids) {
      const call = crm.calls.find((c) => c.body.id === id);
      expect(Object.keys(call?.body.payload ?? {}).sort()).toEqual(declared[call?.body.kind ?? '']);
    }
  });
});

describe('forms: invisible characters', () => {
  const errorsOf = async (res: Response) => ((await res.json()) as { errors: { field: string; code: string; message: string }[] }).errors;

  it('refuses them in names, addresses and phones, saying so in Ukrainian and Russian', async () => {
    const before = await countRows(server);
    const uk = await sendJson(server.url, 'callback', { ...callback, fullname: 'Олена\u202EПетрівна', address: 'вул. Перемоги\u200B, 12', phone: '067\u2066123 45 67' });
    expect(uk.status).toBe(400);
    const message = 'Містить невидимі або керувальні символи: приберіть їх';
    expect(await errorsOf(uk)).toEqual([
      { field: 'fullname', code: 'invisible', message },
      { field: 'phone', code: 'invisible', message },
      { field: 'address', code: 'invisible', message },
    ]);
    const ru = await sendJson(server.url, 'connect', { ...connect, address: 'ул. Победы\u0007' }, { lang: 'ru' });
    expect(ru.status).toBe(400);
    expect(await errorsOf(ru)).toEqual([{ field: 'address', code: 'invisible', message: 'Содержит невидимые или управляющие символы: уберите их' }]);
    expect(await countRows(server)).toBe(before);
  });

  it('removes them from messages and from the stored file name', async () => {
    const key = randomUUID();
    const text = '\u202EДякую\u200B за \u2067швидке\u2069 підключення!\u0000 \ud800 👍\uFEFF';
    expect((await sendJson(server.url, 'director', { ...director, text }, { key })).status).toBe(201);
    const [row] = await query<{ payload: string }>(server, 'SELECT payload FROM submissions WHERE idempotency_key = ?', key);
    expect((JSON.parse(row?.payload ?? '{}') as { text: string }).text).toBe('Дякую за швидке підключення! 👍');

    const fileKey = randomUUID();
    const res = await sendVacancy(server.url, vacancyForm({ ...goodVacancy, comment: 'Готовий\u200E вийти' }, { name: 'cv\u202Efdp.exe.pdf', data: pdf }), { key: fileKey });
    expect(res.status).toBe(201);
    const [stored] = await query<{ original_name: string; payload: string }>(
      server,
      'SELECT f.original_name, s.payload FROM submission_files f JOIN submissions s ON s.id = f.submission_id WHERE s.idempotency_key = ?',
      fileKey,
    );
    expect(stored?.original_name).toBe('cvfdp.exe.pdf');
    expect((JSON.parse(stored?.payload ?? '{}') as { comment: string }).comment).toBe('Готовий вийти');
  });
});

describe('forms: leftovers of a crash', () => {
  it('sweeps upload temp files at start and keeps stored resumes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-crash-'));
    mkdirSync(join(dataDir, 'uploads', 'tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'tmp', '5b1f0c2e-half-written'), 'half an upload');
    writeFileSync(join(dataDir, 'uploads', 'kept.pdf'), pdf);
    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      expect(readdirSync(join(dataDir, 'uploads', 'tmp'))).toEqual([]);
      expect(readFileSync(join(dataDir, 'uploads', 'kept.pdf')).equals(pdf)).toBe(true);
    } finally {
      await restarted.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('forms: exactly once', () => {
  it('stores one record for 5 concurrent sends of one key; each answer is 201 or 409', async () => {
    const key = randomUUID();
    const before = await countRows(server);
    const proofs = await Promise.all(Array.from({ length: 5 }, () => proof(server.url)));
    const answers = await Promise.all(proofs.map((captcha) => sendJson(server.url, 'callback', callback, { key, captcha })));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(201);
    for (const s of statuses) expect([201, 409]).toContain(s);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.headers.get('retry-after')).toBe('1');
    expect((await countRows(server)) - before).toBe(1);
  });

  it('answers a replay with the first outcome, without a new record', async () => {
    const key = randomUUID();
    const first = await sendJson(server.url, 'director', director, { key });
    const again = await sendJson(server.url, 'director', director, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    // A replay needs no new captcha: the first one's outcome stands.
    const third = await sendJson(server.url, 'director', director, { key, captcha: 'x' });
    expect(third.status).toBe(201);
    expect(await query(server, 'SELECT id FROM submissions WHERE idempotency_key = ?', key)).toHaveLength(1);
  });

  it('answers a resend after the key outlived its retention from the stored submission, never 500', async () => {
    const key = randomUUID();
    const first = await sendJson(server.url, 'callback', callback, { key });
    expect(first.status).toBe(201);
    const receipt = await first.json();
    const fileKey = randomUUID();
    expect((await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf }), { key: fileKey })).status).toBe(201);
    // Eight days later the purge has removed the keys' answers; the submissions stay.
    expect(await execute(server, 'DELETE FROM idempotency_keys WHERE key IN (?, ?)', key, fileKey)).toBe(2);

    const again = await sendJson(server.url, 'callback', callback, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(receipt);
    const file = await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf }), { key: fileKey });
    expect(file.status).toBe(201);
    expect(file.headers.get('idempotent-replayed')).toBe('true');
    // Other data or another form under the old key: a clear 422.
    const other = await sendJson(server.url, 'callback', { ...callback, fullname: 'Інна Петрівна' }, { key });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('idempotency_mismatch');
    await execute(server, 'DELETE FROM idempotency_keys WHERE key = ?', fileKey);
    expect((await sendJson(server.url, 'director', director, { key: fileKey })).status).toBe(422);
    expect(await query(server, 'SELECT id FROM submissions WHERE idempotency_key IN (?, ?)', key, fileKey)).toHaveLength(2);
  });

  it('refuses the same key with other data (422) and forgets a refused key so the fixed form can use it', async () => {
    const key = randomUUID();
    expect((await sendJson(server.url, 'director', director, { key })).status).toBe(201);
    const other = await sendJson(server.url, 'director', { ...director, text: 'Зовсім інший текст повідомлення' }, { key });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('idempotency_mismatch');

    const key2 = randomUUID();
    expect((await sendJson(server.url, 'director', { ...director, email: 'nope' }, { key: key2 })).status).toBe(400);
    expect((await sendJson(server.url, 'director', director, { key: key2 })).status).toBe(201);
  });
});

describe('forms: refusals say why, in the visitor language, and store nothing', () => {
  it('names each bad field in Ukrainian and in Russian', async () => {
    const bad = { fullname: 'J', phone: '123', consent: false };
    const uk = (await (await sendJson(server.url, 'callback', bad, { lang: 'uk' })).json()) as { errors: { field: string; message: string }[] };
    const ru = (await (await sendJson(server.url, 'callback', bad, { lang: 'ru-RU,ru;q=0.9' })).json()) as { errors: { field: string; message: string }[] };
    const byField = (e: { errors: { field: string; message: string }[] }) => Object.fromEntries(e.errors.map((x) => [x.field, x.message]));
    expect(byField(uk)).toEqual({
      fullname: 'Мінімум 2 символів',
      phone: 'Введіть коректний номер телефону',
      consent: 'Щоб надіслати форму, потрібна згода на обробку персональних даних',
    });
    expect(byField(ru)).toMatchObject({ fullname: 'Минимум 2 символов', phone: 'Введите корректный номер телефона' });
  });

  it('refuses a missing, forged or reused captcha', async () => {
    const before = await countRows(server);
    const missing = await sendJson(server.url, 'callback', callback, { captcha: null });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { field: string; code: string }[] }).errors[0]).toMatchObject({ field: 'g_recaptcha_response', code: 'captcha' });
    expect((await sendJson(server.url, 'callback', callback, { captcha: Buffer.from('{"challenge":1}').toString('base64') })).status).toBe(400);
    const once = await proof(server.url);
    expect((await sendJson(server.url, 'callback', callback, { captcha: once })).status).toBe(201);
    const reused = await sendJson(server.url, 'callback', callback, { captcha: once });
    expect(reused.status).toBe(400);
    expect((await countRows(server)) - before).toBe(1);
  });

  it('limits submissions per address with 429 and Retry-After', async () => {
    const limited = await startServer({ CAPTCHA_MAX_COUNTER: '100', FORM_RATE_LIMIT: '2/600' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await sendJson(limited.url, 'callback', callback, { lang: 'ru' })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const res = await sendJson(limited.url, 'callback', callback);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('Забагато запитів з вашої адреси. Спробуйте ще раз за 10 хв');
      expect(await countRows(limited)).toBe(2);
    } finally {
      await limited.stop();
    }
  });

  it('counts each form and each address apart; one IPv6 /64 is one address', async () => {
    // Behind a proxy on this machine: X-Forwarded-For names the client.
    const limited = await startServer({ CAPTCHA_MAX_COUNTER: '100', FORM_RATE_LIMIT: '1/600', TRUST_PROXY: 'true' });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    try {
      const statuses = [
        (await sendJson(limited.url, 'callback', callback, from('198.18.1.1'))).status,
        (await sendJson(limited.url, 'callback', callback, from('198.18.1.1'))).status,
        (await sendJson(limited.url, 'director', director, from('198.18.1.1'))).status,
        (await sendJson(limited.url, 'callback', callback, from('198.18.1.2'))).status,
        (await sendJson(limited.url, 'callback', callback, from('2001:db8:1:2::1'))).status,
        // Another address of the same /64: a household's or a server's own range.
        (await sendJson(limited.url, 'callback', callback, from('2001:db8:1:2::99'))).status,
        (await sendJson(limited.url, 'callback', callback, from('2001:db8:1:3::1'))).status,
      ];
      expect(statuses).toEqual([201, 429, 201, 201, 201, 429, 201]);
    } finally {
      await limited.stop();
    }
  });

  it('leaves nothing behind after a refused upload', async () => {
    const before = await countRows(server);
    const files = uploadedFiles(server.dataDir).length;
    const res = await sendVacancy(server.url, vacancyForm(goodVacancy, { name: 'cv.jpg', data: pdf, type: 'image/jpeg' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string; code: string }[] }).errors).toEqual([
      expect.objectContaining({ field: 'resume', code: 'file_content' }),
    ]);
    expect(await countRows(server)).toBe(before);
    expect(uploadedFiles(server.dataDir)).toHaveLength(files);
  });
});

describe('forms: staff access', () => {
  it('lists submissions behind the bearer token, as JSON and CSV', async () => {
    expect((await fetch(`${server.url}/api/v1/admin/submissions`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/admin/submissions`, { headers: { authorization: 'Bearer wrong-token-0123456' } })).status).toBe(401);
    const res = await fetch(`${server.url}/api/v1/admin/submissions?kind=director`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { kind: string; payload: { email: string } }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => r.kind === 'director')).toBe(true);
    const csv = await (await fetch(`${server.url}/api/v1/admin/submissions?format=csv`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(csv.split('\r\n')[0]).toMatch(/^"id","kind","locale","created_at"/);
  });

  it('refuses a repeated or unknown query parameter with 400, never 500', async () => {
    const auth = { headers: { authorization: `Bearer ${token}` } };
    for (const q of ['kind=director&kind=vacancy', 'kind=nope', 'limit=1&limit=2', 'since=2026-01-01&since=2026-02-01', 'format=csv&format=json']) {
      const res = await fetch(`${server.url}/api/v1/admin/submissions?${q}`, auth);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message, q).toMatch(/^(kind|limit|since|format) /);
    }
  });

  it('has no admin route when no token is configured', async () => {
    const plain = await startServer({});
    try {
      expect((await fetch(`${plain.url}/api/v1/admin/submissions`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });

  it('npm run submissions lists and exports them', () => {
    const env = storageEnv(server);
    const out = execFileSync(process.execPath, ['-e', `import('${join(root, 'dist', 'server', 'submissions.js')}').then(m => m.runSubmissionsCli(['export', '--kind', 'vacancy'], '${root}')).then(c => process.exit(c))`], { env, encoding: 'utf8' });
    const rows = JSON.parse(out) as { kind: string; files: { name: string }[] }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.flatMap((r) => r.files.map((f) => f.name))).toContain('Моє резюме.pdf');
    const csv = execFileSync(process.execPath, ['-e', `import('${join(root, 'dist', 'server', 'submissions.js')}').then(m => m.runSubmissionsCli(['export', '--format', 'csv'], '${root}')).then(c => process.exit(c))`], { env, encoding: 'utf8' });
    expect(csv.split('\r\n')[0]).toContain('"kind"');
  });
});
