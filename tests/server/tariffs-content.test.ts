import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

type Row = Record<string, unknown>;
const data = async (path: string) => {
  const res = await fetch(server.url + path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
};

describe('tariff content', () => {
  it('serves published internet tariffs only, whatever the query asks', async () => {
    const all = await data('/content/items/internet_tariffs?fields=id,status&limit=-1');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((t) => t.status === 'published')).toBe(true);
    const archived = await data('/content/items/internet_tariffs?fields=id&filter[status][_eq]=archived');
    expect(archived).toEqual([]);
  });

  it('filters tariffs by type_tp and by locality', async () => {
    const tenG = await data('/content/items/internet_tariffs?fields=type_tp,speed,cost&filter[type_tp][_eq]=internet10g&sort=sort');
    expect(tenG.map((t) => t.type_tp)).toEqual(['internet10g', 'internet10g']);
    expect(tenG.map((t) => t.speed)).toEqual([2500, 10000]);
    const village = await data('/content/items/internet_tariffs?fields=speed&filter[type_tp][_eq]=privat&filter[localities][_in]=lezhino');
    expect(village.length).toBeGreaterThan(0);
    // Villages outside the suburbs get up to 200 Mbit/s.
    expect(Math.max(...village.map((t) => t.speed as number))).toBe(200);
  });

  it('serves the ten localities with their connection cost and the shared terms', async () => {
    const places = await data('/content/items/localities?fields=code,connection_cost,translations.languages_code,translations.included_extra&sort=sort');
    expect(places).toHaveLength(10);
    expect(places.every((p) => p.connection_cost === 500)).toBe(true);
    const extras = places.filter((p) => (p.translations as Row[]).some((t) => typeof t.included_extra === 'string'));
    expect(extras.map((p) => p.code)).toEqual(['lezhino']);
    const [terms] = await data('/content/items/tariff_terms?fields=translations.languages_code,translations.included');
    const uk = (terms!.translations as Row[]).find((t) => t.languages_code === 'uk')!;
    expect((uk.included as string[]).join(' ')).toContain('250 м');
  });
});
