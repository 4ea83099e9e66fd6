/**
 * The replay storm across two instances on one PostgreSQL: 200 submissions, each sent 5 times at
 * once to alternating instances, with one instance killed mid-burst (SIGKILL: no goodbye, its
 * claims, leases and connections left as they were) and started again. A client whose request
 * fails, or is told the key is in flight, sends it again, as the page's outbox does. Exactly 200
 * rows, and the CRM takes each submission once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendJson } from '../support/forms';
import { type RunningInstances, startInstances } from '../support/instances';
import { startServer } from '../support/server';

let instances: RunningInstances;

beforeAll(async () => {
  instances = await startInstances(2, { FORM_RATE_LIMIT: '100000/60' });
}, 120_000);
afterAll(() => instances?.stop());

const count = async (sql: string) => (await instances.rows<{ n: number }>(`SELECT (${sql})::int AS n`))[0]?.n ?? -1;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps 200 submissions replayed 5 times across two instances, one killed mid-burst, as 200 rows and 200 CRM deliveries', async () => {
  const keys = Array.from({ length: 200 }, () => randomUUID());
  const seen = { refusedConnections: 0, inFlight: 0 };
  /** One replay: sent until an instance answers with the submission, to the other instance after a failure. */
  const replay = async (i: number, copy: number): Promise<number> => {
    let target = (i + copy) % 2;
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await sendJson(instances.servers[target]!.url, 'callback', { fullname: 'Степан', phone: `067${String(3_000_000 + i)}`, consent: true }, { key: keys[i] }).catch(() => null);
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
      const killed = instances.servers[1]!;
      killed.process.kill('SIGKILL');
      await pause(500);
      instances.servers[1] = await startServer(instances.env);
      await killed.stop();
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
  // The CRM honours Idempotency-Key as the contract says: a repeated key is answered, not stored again.
  const crmStored = new Set(instances.crm.calls.map((c) => c.key));
  const crmRepeats = instances.crm.calls.length - crmStored.size;
  expect(crmStored.size).toBe(200);
  expect(keys.every((key) => crmStored.has(key))).toBe(true);
  // A repeat can only be a delivery the killed instance made and could not mark: at most one wave's.
  expect(crmRepeats).toBeLessThanOrEqual(20);
  console.log(`storm: ${seen.refusedConnections} requests refused by the killed instance and sent again, ${seen.inFlight} answered 409 (in flight), ${crmRepeats} CRM repeats absorbed by its Idempotency-Key`);
}, 240_000);
