/**
 * The product API client against a real HTTP server (node:http on a free port): each status of
 * the spec's answer mapping, retries of GET only, the timeout, the CRM markers and their header,
 * and the 401 redirect with its exempt pages.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type } from 'arktype';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerFor, createProductApi } from '../../src/data/product-api';
import { unauthorizedTarget } from '../../src/data/product-api-login';
import { defaultProductApiConfig } from '../../src/domain/product-api-config';

let server: Server;
let origin = '';
const seen: { method: string; url: string; authorization: string | undefined }[] = [];

/** /status/<code> answers that code (with a JSON body where one may be sent); /slow never answers in time. */
function handle(req: IncomingMessage, res: ServerResponse) {
  seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.endsWith('/slow')) {
    setTimeout(() => res.end('{}'), 2_000);
    return;
  }
  const code = Number(/\/status\/(\d{3})/.exec(url.pathname)?.[1] ?? 200);
  const body = [204, 205, 304].includes(code) ? '' : JSON.stringify({ code, path: url.pathname, name: url.searchParams.get('name') });
  res.writeHead(code, body ? { 'content-type': 'application/json' } : {});
  res.end(body);
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function client(extra: Partial<typeof defaultProductApiConfig> = {}, onUnauthorized?: () => void) {
  return createProductApi({ config: { ...defaultProductApiConfig, base: `${origin}/api/v1`, ...extra }, retryDelay: 10, timeout: 500, onUnauthorized });
}

describe('answer mapping over HTTP', () => {
  it('2xx answers the parsed body plus the code', async () => {
    const answer = await client().get('status/200', { query: { name: 'Перемоги' } });
    expect(answer).toEqual({ status: 'data', code: 200, data: { code: 200, path: '/api/v1/status/200', name: 'Перемоги' } });
    expect(await client().post('status/201', { body: { a: 1 } })).toMatchObject({ status: 'data', code: 201 });
  });

  it('400 answers the parsed body plus the code', async () => {
    expect(await client().post('status/400', { body: { a: 1 } })).toEqual({ status: 'refused', code: 400, data: { code: 400, path: '/api/v1/status/400', name: null } });
  });

  it('204 and 205 are "deleted", 304 is "ok"', async () => {
    expect(await client().delete('status/204')).toEqual({ status: 'deleted', code: 204 });
    expect(await client().put('status/205')).toEqual({ status: 'deleted', code: 205 });
    expect(await client().get('status/304')).toEqual({ status: 'ok', code: 304 });
  });

  it('101 is "deleted" too (a browser never hands one to a page, so the mapping itself)', () => {
    expect(answerFor(101, undefined)).toEqual({ status: 'deleted', code: 101 });
  });

  it('404, 500 and 502 answer "not found", "server error" and "bad gateway"', async () => {
    expect(await client().get('status/404')).toMatchObject({ status: 'not found', code: 404, data: { code: 404 } });
    expect(await client().patch('status/500')).toEqual({ status: 'server error', code: 500 });
    expect(await client().post('status/502')).toEqual({ status: 'bad gateway', code: 502 });
  });

  it('another status fails with its code', async () => {
    // With the server's body: a 409 or 429 says why, as the registration shows.
    expect(await client().get('status/418')).toMatchObject({ status: 'failed', code: 418, data: { code: 418 } });
  });

  it('a body that does not match the schema is "invalid"', async () => {
    const answer = await client().get('status/200', { schema: type({ code: 'string' }) });
    expect(answer.status).toBe('invalid');
    const good = await client().get('status/200', { schema: type({ code: 'number' }) });
    expect(good).toMatchObject({ status: 'data', data: { code: 200 } });
  });
});

describe('retries and timeouts', () => {
  it('a GET that meets a passing failure is tried again, a POST never', async () => {
    await client().get('status/502');
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(2);
    seen.length = 0;
    await client().post('status/502');
    await client().put('status/503');
    await client().patch('status/500');
    await client().delete('status/504');
    expect(seen).toHaveLength(4);
  });

  it('a GET that is refused (404, 400) is not repeated', async () => {
    await client().get('status/404');
    await client().get('status/400');
    expect(seen).toHaveLength(2);
  });

  it('a call past its timeout fails as a timeout; an aborted one as aborted', async () => {
    const started = Date.now();
    expect(await client().post('slow', { timeout: 100 })).toEqual({ status: 'failed', code: 0, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
    const controller = new AbortController();
    const pending = client().get('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ status: 'failed', code: 0, reason: 'aborted' });
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('no server at all fails as network', async () => {
    const closed = createProductApi({ config: { ...defaultProductApiConfig, base: 'http://127.0.0.1:9/api/v1' }, retryDelay: 10, timeout: 2_000 });
    expect(await closed.post('x')).toMatchObject({ status: 'failed', code: 0, reason: 'network' });
  });
});

describe('CRM markers', () => {
  it('ELMA/ and NEWELMA/ go to their bases; the old CRM gets its static header', async () => {
    const api = client({ crmBase: `${origin}/old-crm/`, newCrmBase: `${origin}/new-crm`, crmAuthorization: 'Basic cHVibGljOmtleQ==' });
    await api.post('ELMA/status/200');
    await api.post('NEWELMA/status/201');
    await api.get('tv_channels/');
    expect(seen).toEqual([
      { method: 'POST', url: '/old-crm/status/200', authorization: 'Basic cHVibGljOmtleQ==' },
      { method: 'POST', url: '/new-crm/status/201', authorization: undefined },
      { method: 'GET', url: '/api/v1/tv_channels/', authorization: undefined },
    ]);
  });

  it('without configured bases the marked paths stay under the API, with no empty header', async () => {
    await client().post('ELMA/get_data');
    expect(seen).toEqual([{ method: 'POST', url: '/api/v1/ELMA/get_data', authorization: undefined }]);
  });
});

describe('401', () => {
  it('calls the redirect', async () => {
    let redirected = 0;
    expect(await client({}, () => redirected++).get('status/401')).toEqual({ status: 'unauthorized', code: 401 });
    expect(redirected).toBe(1);
  });

  it('leads to the phone login in the page language, but not from the exempt pages', () => {
    expect(unauthorizedTarget('/tariffs')).toBe('/registration');
    expect(unauthorizedTarget('/ru/tv')).toBe('/ru/registration');
    for (const path of ['/registration', '/ru/registration/17', '/privacy-policy', '/ru/privacy-policy', '/404']) {
      expect(unauthorizedTarget(path)).toBeNull();
    }
  });
});
