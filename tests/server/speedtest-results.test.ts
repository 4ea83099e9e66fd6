/**
 * The opt-in store of speed-test results over real HTTP: a short id for a valid result, the
 * result back by its id, 400 with a translated reason for anything outside the record, the
 * forms' rate limit, and the 90-day retention.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultIdPattern, storedResultsEndpoint } from '../../src/domain/speedtest/stored-result';
import { countRows, execute, sendJson } from '../support/forms';
import { type RunningServer, root, startServer, storageEnv } from '../support/server';

const good = { download: 94.3, upload: 48.7, ping: 6.2, jitter: 0.8, loaded: 21.5, server: 'ZoriaNet Zoria', at: '2026-11-26T18:04:11.512Z', connection: 'wifi' };

const post = (base: string, body: unknown, locale = 'uk') =>
  fetch(`${base}${storedResultsEndpoint}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': locale }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('stored speed-test results', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ FORM_RATE_LIMIT: '1000/60' });
  });
  afterAll(() => server?.stop());

  it('stores a result under a short id and answers it by that id', async () => {
    const res = await post(server.url, good);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; result: typeof good };
    expect(body.id).toMatch(resultIdPattern);
    expect(body.result).toEqual(good);
    const back = await fetch(`${server.url}${storedResultsEndpoint}${body.id}`);
    expect(back.status).toBe(200);
    expect(back.headers.get('cache-control')).toBe('no-store');
    expect(((await back.json()) as { result: unknown }).result).toEqual(good);
    const other = (await (await post(server.url, { ...good, connection: undefined, loaded: null })).json()) as { id: string };
    expect(other.id).not.toBe(body.id);
  });

  it('takes a real date: 29 February of a leap year, the last second of a year', async () => {
    for (const at of ['2028-02-29T10:00:00Z', '2026-12-31T23:59:59.999Z']) {
      const res = await post(server.url, { ...good, at });
      expect([at, res.status]).toEqual([at, 201]);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await fetch(`${server.url}${storedResultsEndpoint}ABCDEFGH`)).status).toBe(404);
    for (const bad of ['abc', 'ABCDEFG0', 'ABCDEFGHJ', '%00%00%00%00%00%00%00%00', 'abcdefgh']) {
      expect((await fetch(`${server.url}${storedResultsEndpoint}${bad}`)).status, bad).toBe(400);
    }
  });

  it('refuses what is not a bounded result with 400 and a reason in the visitor language, storing nothing', async () => {
    const before = await countRows(server, 'speedtest_results');
    const bad: [string, unknown][] = [
      ['unknown key', { ...good, name: 'Олена' }],
      ['ip address', { ...good, ip: '10.1.2.3' }],
      ['prototype key', `{"download":1,"upload":1,"ping":1,"jitter":1,"loaded":null,"server":"x","at":"2026-11-26T18:04:11Z","__proto__":{"x":1}}`],
      ['constructor key', { ...good, constructor: { prototype: { x: 1 } } }],
      ['control character', { ...good, server: 'Zoria\u0000' }],
      ['bidi override', { ...good, server: 'Zoria\u202e' }],
      ['long server name', { ...good, server: 'x'.repeat(81) }],
      ['negative rate', { ...good, download: -1 }],
      ['huge rate', { ...good, upload: 1e9 }],
      ['rate as string', { ...good, download: '94' }],
      ['huge delay', { ...good, ping: 1e6 }],
      ['bad time', { ...good, at: 'yesterday' }],
      ['impossible time', { ...good, at: '2026-13-45T99:99:99Z' }],
      ['30 February', { ...good, at: '2026-02-30T10:00:00Z' }],
      ['31 April', { ...good, at: '2026-04-31T10:00:00.000Z' }],
      ['29 February of a common year', { ...good, at: '2026-02-29T10:00:00Z' }],
      ['year 0000', { ...good, at: '0000-01-01T10:00:00Z' }],
      ['hour 24', { ...good, at: '2026-11-26T24:00:00Z' }],
      ['tags in the server name', { ...good, server: '<b>Zoria</b>' }],
      ['a script in the server name', { ...good, server: 'Zoria<script>alert(1)</script>' }],
      ['a lone bracket in the server name', { ...good, server: 'Zoria > Kyiv' }],
      ['unknown connection', { ...good, connection: 'fibre' }],
      ['missing figure', { ...good, upload: undefined }],
      ['array', [good]],
      ['not json', 'download=1'],
    ];
    for (const [what, body] of bad) {
      const res = await post(server.url, body);
      expect(res.status, what).toBe(400);
      const { errors } = (await res.json()) as { errors: { message: string }[] };
      expect(errors[0]?.message, what).toMatch(/[А-Яа-яІіЇї]/);
    }
    const ru = await post(server.url, { ...good, download: -1 }, 'ru');
    const uk = await post(server.url, { ...good, download: -1 }, 'uk');
    expect(((await ru.json()) as { errors: { message: string }[] }).errors[0]?.message).not.toBe(((await uk.json()) as { errors: { message: string }[] }).errors[0]?.message);
    expect(await countRows(server, 'speedtest_results')).toBe(before);
  });

  it('renders the short-id page in both languages, 404 for an unknown id, afresh on every visit', async () => {
    const { id } = (await (await post(server.url, good)).json()) as { id: string };
    const uk = await fetch(`${server.url}/speed-test/r/${id}`);
    expect(uk.status).toBe(200);
    const ukHtml = await uk.text();
    expect(ukHtml).toContain(id);
    expect(ukHtml).toContain('Номер результату для підтримки');
    expect(ukHtml).toContain('ZoriaNet Zoria');
    const ru = await (await fetch(`${server.url}/ru/speed-test/r/${id}`)).text();
    expect(ru).toContain('Номер результата для поддержки');
    expect((await fetch(`${server.url}/speed-test/r/ABCDEFGH`)).status).toBe(404);
    expect((await fetch(`${server.url}/speed-test/r/abc`)).status).toBe(404);
    await execute(server, 'DELETE FROM speedtest_results WHERE id = ?', id);
    expect((await fetch(`${server.url}/speed-test/r/${id}`)).status).toBe(404);
  });

  it('staff see the stored figures beside a call-back whose text links the result', async () => {
    const { id } = (await (await post(server.url, good)).json()) as { id: string };
    const info = `Інші послуги: Тест швидкості: завантаження 94,3 Мбіт/с. Номер результату: ${id} ${server.url}/speed-test/r/${id}`;
    const sent = await sendJson(server.url, 'callback', { fullname: 'Олена Гайова', phone: '0671112233', additional_info: info, consent: true });
    expect(sent.status).toBe(201);
    const env = storageEnv(server);
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['-e', `import('${join(root, 'dist', 'server', 'submissions.js')}').then(m => m.runSubmissionsCli(${JSON.stringify(args)}, '${root}')).then(c => process.exit(c))`], { env, encoding: 'utf8' });
    const rows = JSON.parse(cli('export', '--kind', 'callback')) as { payload: { phone: string }; speedtest_results?: Record<string, unknown>[] }[];
    const row = rows.find((r) => r.payload.phone === '+380671112233');
    expect(row?.speedtest_results).toEqual([expect.objectContaining({ id, download: 94.3, upload: 48.7, server: 'ZoriaNet Zoria', at: good.at })]);
    const csv = cli('export', '--kind', 'callback', '--format', 'csv');
    expect(csv.split('\r\n')[0]).toContain('"speedtest_results"');
    expect(csv).toContain(`""id"":""${id}""`);
  });
});

it('is rate-limited per address like the forms', async () => {
  const server = await startServer({ FORM_RATE_LIMIT: '2/60' });
  try {
    expect((await post(server.url, good)).status).toBe(201);
    expect((await post(server.url, good)).status).toBe(201);
    const third = await post(server.url, good);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows(server, 'speedtest_results')).toBe(2);
  } finally {
    await server.stop();
  }
});

it('deletes stored results after 90 days, whatever the submissions period, at start', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-results-'));
  const first = await startServer({ DATA_DIR: dataDir });
  const old = (await (await post(first.url, good)).json()) as { id: string };
  const recent = (await (await post(first.url, good)).json()) as { id: string };
  await first.stop();
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await execute({ dataDir }, 'UPDATE speedtest_results SET created_at = ? WHERE id = ?', daysAgo(91), old.id);
  await execute({ dataDir }, 'UPDATE speedtest_results SET created_at = ? WHERE id = ?', daysAgo(89), recent.id);
  const second = await startServer({ DATA_DIR: dataDir, SUBMISSION_RETENTION_DAYS: '365' });
  try {
    expect((await fetch(`${second.url}${storedResultsEndpoint}${old.id}`)).status).toBe(404);
    expect((await fetch(`${second.url}${storedResultsEndpoint}${recent.id}`)).status).toBe(200);
  } finally {
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
