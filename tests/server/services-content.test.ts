/**
 * The additional services and the payment partner's cash points as the content API serves them,
 * and the start-up check refusing a cash point whose street does not exist.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, root, runServerExpectingFailure, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

type Item = Record<string, unknown> & { translations: { languages_code: string; name?: string }[] };
async function items(query: string): Promise<Item[]> {
  const res = await fetch(`${server.url}/content/items/${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Item[] }).data;
}
const languages = (item: Item) => item.translations.map((t) => t.languages_code).sort();

describe('additional services content', () => {
  it('serves every active service in a published category, in both languages', async () => {
    const categories = await items('services_category?sort=position');
    const services = await items('services?filter[is_active][_eq]=true&sort=position&limit=-1');
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(services.length).toBeGreaterThanOrEqual(12);
    const ids = new Set(categories.map((c) => c.id));
    for (const s of services) {
      expect(ids.has(s.category)).toBe(true);
      expect(languages(s)).toEqual(['ru', 'uk']);
      expect(s.price).toBeGreaterThan(0);
    }
    for (const c of categories) expect(services.some((s) => s.category === c.id)).toBe(true);
  });
});

describe('cash points content', () => {
  it('serves the payment partner’s 43 points, each on a street of its own locality', async () => {
    const points = await items('payment_points?limit=-1');
    const streets = await items('address_units?limit=-1&fields=id,locality');
    expect(points).toHaveLength(43);
    const localityOf = new Map(streets.map((s) => [s.id, s.locality]));
    for (const p of points) {
      expect(localityOf.get(p.street)).toBe(p.locality);
      expect(languages(p)).toEqual(['ru', 'uk']);
    }
    expect(points.filter((p) => p.locality === 'zaporizhzhia').length).toBeGreaterThan(20);
  });

  it('refuses to start when a cash point names a street that does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zorianet-content-'));
    try {
      cpSync(join(root, 'content'), dir, { recursive: true });
      const points = JSON.parse(readFileSync(join(dir, 'payment_points.json'), 'utf8')) as { street: number }[];
      (points[4] as { street: number }).street = 99999;
      writeFileSync(join(dir, 'payment_points.json'), JSON.stringify(points));
      const { code, output } = await runServerExpectingFailure({ CONTENT_DIR: dir, DATA_DIR: join(dir, 'data') });
      expect(code).toBe(1);
      expect(output).toContain('payment_points.json');
      expect(output).toContain('item 4 (id 5)');
      expect(output).toContain('field "street"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
