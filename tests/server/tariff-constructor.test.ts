import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

type Item = { id: number; status: string; kind: string; position: number; code: string; price?: number; translations: { languages_code: string }[] };
const shipped = JSON.parse(readFileSync('content/tariff_constructor.json', 'utf8')) as Item[];
const json = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown>[] } };
};

describe('the tariff constructor rules through the content API', () => {
  it('serves every published rule with both languages', async () => {
    const { status, body } = await json('/content/items/tariff_constructor?sort=id&limit=-1');
    expect(status).toBe(200);
    expect(body.data.map((d) => d.id)).toEqual(shipped.filter((i) => i.status === 'published').map((i) => i.id));
    for (const item of body.data) expect((item.translations as Item['translations']).map((t) => t.languages_code).sort()).toEqual(['ru', 'uk']);
  });

  it('filters one kind in position order, with that kind’s fields', async () => {
    const { body } = await json('/content/items/tariff_constructor?fields=code,price,channels,sport&filter[kind][_eq]=megogo&sort=position');
    expect(body.data.map((d) => d.code)).toEqual(['light', 'optimal', 'maximal']);
    expect(body.data.map((d) => d.price)).toEqual(shipped.filter((i) => i.kind === 'megogo').map((i) => i.price));
    expect(body.data[2]).toMatchObject({ sport: true });
  });

  it('knows the fields only some kinds have, for filters and for the field list', async () => {
    const { status, body } = await json('/content/items/tariff_constructor?fields=code,amount&filter[min_speed_mbps][_nnull]=true');
    expect(status).toBe(200);
    expect(body.data).toEqual([{ code: 'gigabit-both', amount: 200 }]);
    const fields = await json('/content/fields/tariff_constructor');
    const byName = new Map(fields.body.data.map((f) => [f.field, f]));
    for (const name of ['channels', 'movies', 'partners', 'percent', 'amount']) expect(byName.get(name)).toMatchObject({ required: false });
    for (const name of ['id', 'kind', 'code', 'translations']) expect(byName.get(name)).toMatchObject({ required: true });
    expect((await json('/content/items/tariff_constructor?filter[no_such_field][_eq]=1')).status).toBe(400);
  });
});
