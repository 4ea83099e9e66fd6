/** The business page's content as the content API serves it: tariffs, services, customers, testimonials. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

type Item = Record<string, unknown> & { translations?: { languages_code: string }[] };
async function items(query: string): Promise<Item[]> {
  const res = await fetch(`${server.url}/content/items/${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Item[] }).data;
}
const languages = (item: Item) => item.translations?.map((t) => t.languages_code).sort();

describe('business content', () => {
  it('serves the four tariff cards with their speeds and a price per speed', async () => {
    const tariffs = await items('business_tariffs?sort=position');
    expect(tariffs.map((t) => [t.key, t.size, t.speeds])).toEqual([
      ['minimal', 'small', [20]],
      ['office', 'medium', [55]],
      ['corporate', 'large', [100]],
      ['individual', 'individual', [200, 500, 1000, 10000, 20000, 30000, 40000]],
    ]);
    for (const t of tariffs) {
      expect((t.prices as number[]).length).toBe((t.speeds as number[]).length);
      expect(languages(t)).toEqual(['ru', 'uk']);
    }
  });

  it('serves the nine extra services, kszi with its compliance certificate in both languages', async () => {
    const services = await items('business_services?sort=position&fields=key,translations.*');
    expect(services.map((s) => s.key)).toEqual(['white_ip', 'network_integration', 'network_project', 'server_admin', 'phone_set', 'network_admin', 'repair_call', 'support', 'kszi']);
    const kszi = services.find((s) => s.key === 'kszi') as { translations: { languages_code: string; certificate?: string }[] };
    expect(kszi.translations.map((t) => t.certificate)).toEqual([expect.stringContaining('Атестат відповідності'), expect.stringContaining('Аттестат соответствия')]);
  });

  it('serves the customers with marks that exist as SVG assets', async () => {
    const customers = await items('business_customers?sort=position');
    expect(customers.length).toBeGreaterThanOrEqual(4);
    for (const c of customers) {
      expect(c.link).toMatch(/^https:\/\//);
      const mark = await fetch(`${server.url}/content/assets/${String(c.icon)}`);
      expect(mark.status).toBe(200);
      expect(mark.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('serves the testimonials with a title and a text in both languages', async () => {
    const testimonials = await items('business_testimonials?sort=position');
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const t of testimonials) expect(languages(t)).toEqual(['ru', 'uk']);
    const uk = await items('business_testimonials?fields=translations.title,translations.feed&filter[translations][feed][_icontains]=майстер');
    expect(uk.length).toBeGreaterThan(0);
  });
});
