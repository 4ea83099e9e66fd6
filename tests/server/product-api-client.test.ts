/**
 * The product API client against the real server: its answers mapped (suggestions as data, a
 * refused name as 400 with its reason, an unknown API path as not found), and the CRM
 * configuration reaching the pages' site data and their CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductApi } from '../../src/data/product-api';
import { defaultProductApiConfig } from '../../src/domain/product-api-config';
import { type RunningServer, runServerExpectingFailure, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CRM_BASE_URL: 'https://crm.zorianet.example/api/', NEW_CRM_BASE_URL: '/crm-new', CRM_AUTHORIZATION: 'Token public-client-key' });
});
afterAll(() => server.stop());

const api = () => createProductApi({ config: { ...defaultProductApiConfig, base: `${server.url}/api/v1` }, retryDelay: 10 });

describe('the client over the real server', () => {
  it('reads street suggestions as data', async () => {
    const answer = await api().get<{ data: { full: string }[] }>('address_unit/', { query: { name: 'Перемоги' }, headers: { 'accept-language': 'uk' } });
    expect(answer.status).toBe('data');
    if (answer.status === 'data') expect(answer.data.data[0]?.full).toContain('Перемоги');
  });

  it('a refused search is 400 with the reason in its body', async () => {
    const answer = await api().get('address_unit/', { query: { name: 'П' } });
    expect(answer).toMatchObject({ status: 'refused', code: 400, data: { errors: [{ message: expect.any(String) }] } });
  });

  it('an unknown API path is "not found"', async () => {
    expect(await api().get('no_such_thing/')).toMatchObject({ status: 'not found', code: 404 });
  });

  it('the CRM configuration reaches the page state, and the CSP lets pages call the CRM', async () => {
    const response = await fetch(`${server.url}/contacts`);
    const html = await response.text();
    expect(html).toContain('"crmBase":"https://crm.zorianet.example/api/"');
    expect(html).toContain('"newCrmBase":"/crm-new"');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://crm.zorianet.example");
  });

  it('a CRM base that is neither a URL nor a path stops the server', async () => {
    const { code, output } = await runServerExpectingFailure({ CRM_BASE_URL: 'crm.example' });
    expect(code).toBe(1);
    expect(output).toContain('CRM_BASE_URL');
  });
});
