/**
 * The call-back's locality and tariff: checked against the content (a bad one is a 400 with a
 * translated reason and nothing stored), stored with the request, handed to the CRM and
 * exported by `npm run submissions`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, query, sendJson } from '../support/forms';
import { type RunningCrm, startCrm } from '../support/crm';
import { type RunningServer, root, startServer, storageEnv } from '../support/server';

const base = { fullname: 'Олена', phone: '671234567', address: 'сел. Кушугум, вул. Запорізька, буд. 12', consent: true };
let crm: RunningCrm;
let server: RunningServer;

beforeAll(async () => {
  crm = await startCrm();
  server = await startServer({ CAPTCHA_MAX_COUNTER: '300', FORM_RATE_LIMIT: '1000/60', PAGE_CACHE: 'off', CRM_WEBHOOK_URL: crm.url });
});
afterAll(async () => {
  await server?.stop();
  crm?.close();
});

const errorsOf = async (res: Response) => ((await res.json()) as { errors: { field?: string; message: string }[] }).errors;

describe('call-back locality and tariff', () => {
  it('stores them, normalises the phone, hands them to the CRM and exports them', async () => {
    const res = await sendJson(server.url, 'callback', { ...base, locality: 'kushugum', tariff_id: '6' });
    expect(res.status).toBe(201);
    const [row] = await query<{ payload: string }>(server, "SELECT payload FROM submissions WHERE kind = 'callback' ORDER BY id DESC LIMIT 1");
    expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({ locality: 'kushugum', tariff_id: 6, phone: '+380671234567', address: base.address });
    await expect.poll(() => crm.calls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(crm.calls[0]?.body.payload).toMatchObject({ locality: 'kushugum', tariff_id: 6 });
    const csv = execFileSync(process.execPath, ['-e', `import(${JSON.stringify(join(root, 'dist', 'server', 'submissions.js'))}).then(async (m) => process.exitCode = await m.runSubmissionsCli(['export', '--format', 'csv'], ${JSON.stringify(root)}))`], {
      env: storageEnv(server),
      encoding: 'utf8',
    });
    const [head, line] = csv.split('\r\n');
    expect(head).toContain('"locality"');
    expect(head).toContain('"tariff_id"');
    expect(line).toContain('"kushugum"');
  });

  it.each([
    ['an unknown locality', { locality: 'atlantis' }, 'locality', 'Оберіть населений пункт зі списку', 'Выберите населённый пункт из списка'],
    ['a prototype key as locality', { locality: '__proto__' }, 'locality', 'Оберіть населений пункт зі списку', 'Выберите населённый пункт из списка'],
    ['a tariff that does not exist', { tariff_id: '9999' }, 'tariff_id', 'Цей тариф більше не пропонується: оберіть інший', 'Этот тариф больше не предлагается: выберите другой'],
    ['a tariff id that is not a number', { tariff_id: 'x; DROP' }, 'tariff_id', 'Цей тариф більше не пропонується: оберіть інший', 'Этот тариф больше не предлагается: выберите другой'],
  ])('refuses %s with a translated reason, storing nothing', async (_what, extra, field, uk, ru) => {
    const before = await countRows(server);
    for (const [lang, message] of [['uk', uk], ['ru', ru]] as const) {
      const res = await sendJson(server.url, 'callback', { ...base, ...extra }, { lang });
      expect(res.status).toBe(400);
      expect(await errorsOf(res)).toEqual([expect.objectContaining({ field, message })]);
    }
    expect(await countRows(server)).toBe(before);
  });
});
