import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localityCodes } from '../../src/domain/places';
import { type RunningServer, root, runServerExpectingFailure, startServer } from '../support/server';

interface Cover {
  url_key: string;
  areas: { locality: string; name_ukr: string; name_ru: string; polygon: [number, number][] }[];
  covered: number[];
  planned: number[];
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function cover(query: string): Promise<Cover[]> {
  const res = await fetch(`${server.url}/content/items/cover?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Cover[] }).data;
}

describe('the cover collection', () => {
  it('is served by url_key with areas for every locality and the streets served and planned', async () => {
    const [item, ...rest] = await cover('filter[url_key][_eq]=default');
    expect(rest).toEqual([]);
    expect(item?.url_key).toBe('default');
    for (const code of localityCodes) expect(item?.areas.some((a) => a.locality === code), code).toBe(true);
    // The city has several districts, each a ring of points around Zaporizhzhia.
    const city = item?.areas.filter((a) => a.locality === 'zaporizhzhia') ?? [];
    expect(city.length).toBeGreaterThanOrEqual(5);
    for (const [lat, lng] of city.flatMap((a) => a.polygon)) {
      expect(lat).toBeGreaterThan(47.7);
      expect(lat).toBeLessThan(48);
      expect(lng).toBeGreaterThan(34.9);
      expect(lng).toBeLessThan(35.3);
    }
    expect(await cover('filter[url_key][_eq]=elsewhere')).toEqual([]);
  });

  it('leaves some streets of address_units unserved, so the check can answer all three ways', async () => {
    const [item] = await cover('filter[url_key][_eq]=default&fields=covered,planned');
    const res = await fetch(`${server.url}/content/items/address_units?fields=id&limit=-1`);
    const ids = ((await res.json()) as { data: { id: number }[] }).data.map((u) => u.id);
    const covered = new Set(item?.covered);
    const planned = new Set(item?.planned);
    expect(covered.size).toBeGreaterThan(0);
    expect(planned.size).toBeGreaterThan(0);
    expect([...planned].some((id) => covered.has(id))).toBe(false);
    expect(ids.filter((id) => !covered.has(id) && !planned.has(id)).length).toBeGreaterThan(0);
    expect([...covered, ...planned].every((id) => ids.includes(id))).toBe(true);
  });

  it('stops the server when a street it names is not in address_units', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zorianet-cover-'));
    try {
      cpSync(join(root, 'content'), dir, { recursive: true });
      const items = JSON.parse(readFileSync(join(dir, 'cover.json'), 'utf8')) as Cover[];
      items[0]?.planned.push(99999);
      writeFileSync(join(dir, 'cover.json'), JSON.stringify(items));
      const { code, output } = await runServerExpectingFailure({ CONTENT_DIR: dir });
      expect(code).not.toBe(0);
      expect(output).toContain('field "planned": no address_units item has id 99999');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the houses of address_units (the check per house)', () => {
  interface Unit {
    id: number;
    houses?: { covered: string[]; planned: string[] };
  }

  it('are served with the streets, each number written as addresses write it', async () => {
    const res = await fetch(`${server.url}/content/items/address_units?fields=id,houses&limit=-1`);
    const units = ((await res.json()) as { data: Unit[] }).data;
    const listed = units.filter((u) => u.houses);
    expect(listed.length).toBeGreaterThanOrEqual(5);
    expect(units.find((u) => u.id === 1)?.houses?.covered).toContain('12');
    for (const u of listed) for (const n of [...u.houses!.covered, ...u.houses!.planned]) expect(n).toMatch(/^[1-9]\d{0,3}([А-ЯҐЄІЇ]|\/[1-9]\d{0,2})?$/);
  });

  async function refused(change: (units: Unit[]) => void): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'zorianet-houses-'));
    try {
      cpSync(join(root, 'content'), dir, { recursive: true });
      const units = JSON.parse(readFileSync(join(dir, 'address_units.json'), 'utf8')) as Unit[];
      change(units);
      writeFileSync(join(dir, 'address_units.json'), JSON.stringify(units));
      const { code, output } = await runServerExpectingFailure({ CONTENT_DIR: dir });
      expect(code).not.toBe(0);
      return output;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('stop the server when a number is not a house number, naming it', async () => {
    const output = await refused((units) => units[0]?.houses?.covered.push('12abc'));
    expect(output).toContain('address_units');
    expect(output).toContain('12abc');
  });

  it('stop the server when a house is listed twice', async () => {
    const output = await refused((units) => units[0]?.houses?.planned.push('12'));
    expect(output).toContain('each house listed once');
  });
});

describe('the map tile server (MAP_TILE_URL)', () => {
  it('is unset by default: no tile origin in the CSP and none given to pages', async () => {
    const res = await fetch(`${server.url}/cover`);
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;");
    expect(await res.text()).toContain('"mapTiles":null');
  });

  it('when set, is given to pages and its origin (with {s} as a wildcard) joins img-src', async () => {
    const tiled = await startServer({ MAP_TILE_URL: 'https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' });
    try {
      const res = await fetch(`${tiled.url}/ru/cover/kushugum`);
      expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://*.tiles.example.net;");
      expect(await res.text()).toContain('"mapTiles":{"url":"https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png","attribution":"© OpenStreetMap contributors"}');
    } finally {
      await tiled.stop();
    }
  });

  it('stops the server when it is not a tile URL template', async () => {
    const { code, output } = await runServerExpectingFailure({ MAP_TILE_URL: 'ftp://tiles.example.net/{z}/{x}/{y}.png' });
    expect(code).not.toBe(0);
    expect(output).toContain('MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}');
  });
});
