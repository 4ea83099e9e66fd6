/**
 * The server on PostgreSQL (DATABASE_URL), as a provider runs several instances: the built
 * server against a real PostgreSQL server started for the test. Submissions, a resume's file
 * row and their hand-offs land in PostgreSQL, once each, whichever instance a replay reaches;
 * a visitor's tries count on every instance together.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstances, startInstances } from '../support/instances';
import { goodVacancy, pdf, sendJson, sendVacancy, vacancyForm } from '../support/forms';
import { type RunningServer, startServer } from '../support/server';

let instances: RunningInstances;
let servers: RunningServer[];
const rows = <T>(sql: string, params: unknown[] = []) => instances.rows<T>(sql, params);

beforeAll(async () => {
  instances = await startInstances(2, { FORM_RATE_LIMIT: '1000/60' });
  ({ servers } = instances);
}, 120_000);
afterAll(() => instances?.stop());

describe('the server on PostgreSQL', () => {
  it('migrates once and answers its health check on each instance', async () => {
    expect((await rows<{ n: number }>('SELECT COUNT(*)::int AS n FROM schema_migrations'))[0]?.n).toBeGreaterThanOrEqual(6);
    for (const s of servers) expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });

  it('stores a call-back with its hand-off, and a resume with its file row, in PostgreSQL', async () => {
    const phone = `067${String(Date.now()).slice(-7)}`;
    const callback = await sendJson(servers[0]!.url, 'callback', { fullname: 'Олена Петрівна', phone, consent: true });
    expect(callback.status).toBe(201);
    const { id } = (await callback.json()) as { id: number };
    const stored = await rows<{ kind: string; payload: string; channel: string }>(
      'SELECT s.kind, s.payload, h.channel FROM submissions s JOIN handoffs h ON h.submission_id = s.id WHERE s.id = $1',
      [id],
    );
    expect(stored).toEqual([{ kind: 'callback', payload: expect.stringContaining(phone.slice(-7)), channel: 'crm' }]);

    const vacancy = await sendVacancy(servers[1]!.url, vacancyForm(goodVacancy, { name: 'cv.pdf', data: pdf, type: 'application/pdf' }));
    expect(vacancy.status).toBe(201);
    const { id: vacancyId } = (await vacancy.json()) as { id: number };
    const files = await rows<{ original_name: string; size: number }>('SELECT original_name, size::int AS size FROM submission_files WHERE submission_id = $1', [vacancyId]);
    expect(files).toEqual([{ original_name: 'cv.pdf', size: pdf.length }]);
  });

  it('keeps one submission replayed 5 times at once across both instances', async () => {
    const key = randomUUID();
    const phone = `066${String(Date.now()).slice(-7)}`;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => sendJson(servers[i % 2]!.url, 'callback', { fullname: 'Ірина', phone, consent: true }, { key })),
    );
    const statuses = answers.map((a) => a.status);
    // One is stored (201); the others are told it is in flight (409) or get its answer again (201).
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(await Promise.all(answers.filter((a) => a.status === 201).map(async (a) => ((await a.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect(await rows('SELECT id FROM submissions WHERE idempotency_key = $1', [key])).toHaveLength(1);
  });

  it('leaves a key another instance holds to it, and takes over one an instance left behind', async () => {
    const held = randomUUID();
    const left = randomUUID();
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    await rows("INSERT INTO idempotency_keys (key, kind, state, created_at) VALUES ($1, 'callback', 'in_flight', $2), ($3, 'callback', 'in_flight', $4)", [held, at(1000), left, at(11 * 60_000)]);
    const body = { fullname: 'Ірина', phone: `050${String(Date.now()).slice(-7)}`, consent: true };
    expect((await sendJson(servers[0]!.url, 'callback', body, { key: held })).status).toBe(409);
    expect((await sendJson(servers[1]!.url, 'callback', body, { key: left })).status).toBe(201);
    expect(await rows('SELECT id FROM submissions WHERE idempotency_key = $1', [left])).toHaveLength(1);
  });

  it('hands each submission to the CRM once, though both instances run the hand-off loop', async () => {
    const keys = Array.from({ length: 30 }, () => randomUUID());
    const sent = await Promise.all(
      keys.map((key, i) => sendJson(servers[i % 2]!.url, 'callback', { fullname: 'Тарас', phone: `063${String(1_000_000 + i)}`, consent: true }, { key })),
    );
    expect(sent.map((a) => a.status)).toEqual(keys.map(() => 201));
    await expect.poll(() => keys.every((k) => instances.crm.calls.some((c) => c.key === k)), { timeout: 20_000 }).toBe(true);
    // Both loops run every second: give them a few more rounds to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(keys.map((k) => instances.crm.calls.filter((c) => c.key === k).length)).toEqual(keys.map(() => 1));
    const pending = await rows<{ n: number }>("SELECT COUNT(*)::int AS n FROM handoffs WHERE channel = 'crm' AND delivered_at IS NULL");
    expect(pending[0]?.n).toBe(0);
  });

  it("counts one visitor's tries on both instances together: alternating does not double the limit", async () => {
    // Two more instances on a database of their own (the others' tries here count too), with a
    // limit of 3 call-backs a minute.
    const shared = await instances.postgres.database('limits');
    const limited = await Promise.all([0, 1].map(() => startServer({ FORM_RATE_LIMIT: '3/60', CAPTCHA_MAX_COUNTER: '2000', DATABASE_URL: shared })));
    try {
      const send = (i: number) => sendJson(limited[i % 2]!.url, 'callback', { fullname: 'Марко', phone: `068${String(2_000_000 + i)}`, consent: true });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(i)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      // Another form's count is its own, on either instance.
      expect((await sendJson(limited[1]!.url, 'director', { email: 'marko@example.com', text: 'Дякую за швидке підключення!', consent: true })).status).toBe(201);
    } finally {
      await Promise.all(limited.map((s) => s.stop()));
    }
  });
});
