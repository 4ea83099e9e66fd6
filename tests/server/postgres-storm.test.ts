/**
 * The replay storm across two instances on one PostgreSQL: 200 submissions, each sent 5 times at
 * once to alternating instances, with one instance killed mid-burst (SIGKILL: no goodbye, its
 * claims, leases and connections left as they were) and started again. A client whose request
 * fails, or is told the key is in flight, sends it again, as the page's outbox does. Exactly 200
 * rows, and the CRM takes each submission once.
 */
import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendJson } from '../support/forms';
import { type RunningPostgres, startPostgres } from '../support/postgres';
import { type RunningServer, startServer } from '../support/server';

let postgres: RunningPostgres;
let url: string;
let crm: Server;
let env: Record<string, string>;
/** The CRM's side. It honours Idempotency-Key as the contract says: a repeat is answered, not stored again. */
const crmStored = new Map<string, number>();
let crmRepeats = 0;
const servers: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  url = await postgres.database('storm');
  crm = createServer((request, response) => {
    const key = String(request.headers['idempotency-key']);
    request.resume();
    request.on('end', () => {
      if (crmStored.has(key)) crmRepeats++;
      else crmStored.set(key, crmStored.size + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  const address = crm.address();
  env = { FORM_RATE_LIMIT: '100000/60', CAPTCHA_MAX_COUNTER: '2000', DATABASE_URL: url, CRM_WEBHOOK_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/crm` };
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await postgres?.stop();
  crm?.close();
});

async function count(sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`SELECT (${sql})::int AS n`)).rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps 200 submissions replayed 5 times across two instances, one killed mid-burst, as 200 rows and 200 CRM deliveries', async () => {
  const keys = Array.from({ length: 200 }, () => randomUUID());
  const seen = { refusedConnections: 0, inFlight: 0 };
  /** One replay: sent until an instance answers with the submission, to the other instance after a failure. */
  const replay = async (i: number, copy: number): Promise<number> => {
    let target = (i + copy) % 2;
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await sendJson(servers[target]!.url, 'callback', { fullname: 'Степан', phone: `067${String(3_000_000 + i)}`, consent: true }, { key: keys[i] }).catch(() => null);
      if (res === null) {
        seen.refusedConnections++;
        target = 1 - target;
        await pause(100);
        continue;
      }
      if (res.status === 409) {
        seen.inFlight++;
        await pause(Number(res.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      expect([200, 201]).toContain(res.status);
      return ((await res.json()) as { id: number }).id;
    }
    throw new Error(`submission ${i} was never taken`);
  };

  const ids: number[][] = [];
  for (let wave = 0; wave < 10; wave++) {
    const sending = Array.from({ length: 20 }, (_, k) => wave * 20 + k).map((i) => Promise.all([0, 1, 2, 3, 4].map((copy) => replay(i, copy))));
    if (wave === 4) {
      // Mid-burst: the second instance dies with this wave's requests open, and comes back.
      await pause(50);
      servers[1]!.process.kill('SIGKILL');
      await pause(500);
      servers[1] = await startServer(env);
    }
    ids.push(...(await Promise.all(sending)));
  }

  // Every replay of a submission was answered with the same submission.
  expect(ids.map((copies) => new Set(copies).size)).toEqual(keys.map(() => 1));
  expect(new Set(ids.map((copies) => copies[0])).size).toBe(200);
  expect(seen.refusedConnections).toBeGreaterThan(0);
  expect(await count('SELECT COUNT(*) FROM submissions')).toBe(200);
  expect(await count('SELECT COUNT(DISTINCT idempotency_key) FROM submissions')).toBe(200);
  // Hand-offs the killed instance had leased are due again once their lease runs out (60 s).
  await expect.poll(() => count("SELECT COUNT(*) FROM handoffs WHERE channel = 'crm' AND delivered_at IS NULL"), { timeout: 100_000, interval: 1000 }).toBe(0);
  expect(crmStored.size).toBe(200);
  expect(keys.every((key) => crmStored.has(key))).toBe(true);
  // A repeat can only be a delivery the killed instance made and could not mark: at most one wave's.
  expect(crmRepeats).toBeLessThanOrEqual(20);
  console.log(`storm: ${seen.refusedConnections} requests refused by the killed instance and sent again, ${seen.inFlight} answered 409 (in flight), ${crmRepeats} CRM repeats absorbed by its Idempotency-Key`);
}, 240_000);
