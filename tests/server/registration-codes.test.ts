import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { codeRules, createApplications } from '../../server/registration/applications';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The applications' store on a real SQLite file, with a clock the test moves. */
async function store() {
  const dir = mkdtempSync(join(tmpdir(), 'zorianet-codes-'));
  dirs.push(dir);
  const clock = { now: Date.UTC(2026, 10, 29, 12) };
  const applications = createApplications(await openDatabase(dir), () => clock.now);
  await applications.seedDemo();
  return { applications, clock };
}

describe('registration codes', () => {
  it('sends at most 3 codes an hour, a minute apart, then again once the hour has passed', async () => {
    const { applications, clock } = await store();
    const sends = [];
    for (let i = 0; i < 4; i++) {
      sends.push(await applications.issueCode('1001', '+380671234567'));
      clock.now += 61_000;
    }
    expect(sends.map((s) => s.ok)).toEqual([true, true, true, false]);
    expect(sends[3]).toMatchObject({ ok: false, reason: 'exhausted' });
    const early = await applications.issueCode('1001', '+380671234567');
    expect(early.ok).toBe(false);
    clock.now = Date.UTC(2026, 10, 29, 13, 0, 1);
    expect((await applications.issueCode('1001', '+380671234567')).ok).toBe(true);
  });

  it('makes 6-digit codes that differ, valid for 10 minutes', async () => {
    const { applications, clock } = await store();
    const first = await applications.issueCode('1001', '+380671234567');
    if (!first.ok) throw new Error('not sent');
    expect(first.code).toMatch(new RegExp(`^\\d{${codeRules.length}}$`));
    clock.now += codeRules.validMs + 1;
    expect(await applications.checkCode('1001', first.code)).toBe('none');
    clock.now += 60_000;
    const second = await applications.issueCode('1001', '+380671234567');
    if (!second.ok) throw new Error('not sent');
    expect(await applications.checkCode('1001', first.code === second.code ? '999999' : first.code)).toBe('incorrect');
    expect(await applications.checkCode('1001', second.code)).toBe('confirmed');
    expect((await applications.get('1001'))?.phone_confirmed_at).not.toBeNull();
  });

  it('binds a code to the phone it went to: another phone unconfirms the application', async () => {
    const { applications, clock } = await store();
    const sent = await applications.issueCode('1001', '+380671234567');
    if (!sent.ok) throw new Error('not sent');
    expect(await applications.checkCode('1001', sent.code)).toBe('confirmed');
    clock.now += 61_000;
    expect((await applications.issueCode('1001', '+380507654321')).ok).toBe(true);
    expect(await applications.get('1001')).toMatchObject({ phone: '+380507654321', phone_confirmed_at: null });
  });
});
