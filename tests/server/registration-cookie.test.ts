/** The session cookie a confirmed phone opens, behind a trusted proxy (TRUST_PROXY on loopback). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls, sessionCookie } from '../../src/domain/registration/contract';
import { Browser, lastCode } from '../support/registration';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '1000/600', TRUST_PROXY: 'true' });
});
afterAll(() => server?.stop());

describe('registration: the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, on /api/v1/ for 24 hours, and not Secure over plain http', async () => {
    const browser = new Browser(server.url);
    const confirmed = await browser.confirm(server.dataDir, '1004');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: '1004', phone_confirmed: true, session: true, sent: false });
    expect(confirmed.body).not.toHaveProperty('connection_address');
    expect(confirmed.headers.get('set-cookie')).toMatch(new RegExp(`^${sessionCookie}=[A-Za-z0-9_-]{43}; Path=/api/v1/; Max-Age=86400; HttpOnly; SameSite=Strict$`));
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
  });

  it('is Secure when a trusted proxy says the request came over https', async () => {
    const browser = new Browser(server.url);
    await browser.post(registrationCalls.changePhone, { connection_id: '1005' });
    const res = await browser.post(registrationCalls.checkCode, { connection_id: '1005', code: lastCode(server.dataDir, '1005') }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('lets the lookup say whether this browser holds the session, and holds several applications at once', async () => {
    const browser = new Browser(server.url);
    await browser.confirm(server.dataDir, '1006');
    await browser.confirm(server.dataDir, '1007');
    for (const number of ['1006', '1007']) expect((await browser.post(registrationCalls.lookup, { number })).body).toMatchObject({ session: true });
    expect((await browser.post(registrationCalls.lookup, { number: '1001' })).body).toMatchObject({ session: false });
    const stranger = new Browser(server.url);
    expect((await stranger.post(registrationCalls.lookup, { number: '1006' })).body).toMatchObject({ session: false });
    // Both sessions pass verification's first step; the next one stops them (no questionnaire yet).
    const both = await browser.post(registrationCalls.runVerification, { context: { online_form: ['1006', '1007'] } });
    expect(both.status).toBe(409);
    expect(both.body.errors?.[0]?.code).toBe('form_first');
  });

  it('counts for nothing when forged, or when it is junk', async () => {
    for (const cookie of [`${sessionCookie}=${'A'.repeat(43)}`, `${sessionCookie}=../../etc/passwd`, `${sessionCookie}=`, `other=1; ${sessionCookie}=${'x'.repeat(5000)}`]) {
      const browser = new Browser(server.url);
      browser.cookie = cookie;
      const res = await browser.post(registrationCalls.getData, { connection_id: '1004' });
      expect(res.status, cookie.slice(0, 30)).toBe(401);
      expect((await browser.post(registrationCalls.lookup, { number: '1004' })).body).toMatchObject({ session: false });
    }
  });
});
