import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCount as Category, ChannelView as Channel } from '../../src/domain/tv-channels';
import { type RunningServer, root, startServer } from '../support/server';

type Body<T> = { data?: T[]; meta?: { total_count: number; page?: number; limit?: number }; errors?: { message: string; field?: string }[] };

const shipped = (name: string) => JSON.parse(readFileSync(join(root, 'content', `${name}.json`), 'utf8')) as Record<string, unknown>[];
const channels = shipped('tv_channels') as { id: number; name_ukr: string; name_ru: string; category: number; tariffs: number[] }[];
const categories = shipped('tv_channel_categories') as { id: number; code: string; name_ukr: string; name_ru: string }[];
const tariffs = shipped('tv_tariffs') as { id: number; tv_provider: number; count_channels: number }[];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function get<T = Channel>(query: string, lang?: string, path = '/api/v1/tv_channels/') {
  const res = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, { headers: lang ? { 'accept-language': lang } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body<T> };
}
const list = async (query: string, lang?: string) => {
  const { status, body } = await get(query, lang);
  expect(status).toBe(200);
  return body;
};

describe('GET /api/v1/tv_channels/', () => {
  it('pages through every published channel in list order', async () => {
    const first = await list('');
    expect(first.meta).toMatchObject({ total_count: channels.length, page: 1, limit: 50 });
    expect(first.data).toHaveLength(50);
    const all = await list('limit=500');
    expect(all.data!.map((c) => c.id).sort((a, b) => a - b)).toEqual(channels.map((c) => c.id).sort((a, b) => a - b));
    const second = await list('limit=50&page=2');
    expect(second.data!.map((c) => c.id)).toEqual(all.data!.slice(50, 100).map((c) => c.id));
    expect((await list('limit=100&page=4')).data).toEqual([]);
  });

  it('filters by category and names it in the request language', async () => {
    const sport = categories.find((c) => c.code === 'sport')!;
    const uk = await list('category=sport&limit=500');
    expect(uk.data!.length).toBe(channels.filter((c) => c.category === sport.id).length);
    expect(uk.data!.every((c) => c.category === 'sport' && c.category_name === sport.name_ukr)).toBe(true);
    const ru = await list('category=sport&limit=500', 'ru-RU,ru;q=0.9');
    expect(ru.data!.map((c) => c.category_name)).toContain(sport.name_ru);
    const kids = await list('category=kids&limit=3', 'ru');
    const kid = channels.find((c) => c.id === kids.data![0]!.id)!;
    expect(kids.data![0]!.name).toBe(kid.name_ru);
  });

  it('searches names in both languages, ignoring case and apostrophes', async () => {
    const arena = await list('search=%D0%B0%D1%80%D0%B5%D0%BD%D0%B0%20%D1%84%D1%83%D1%82%D0%B1%D0%BE%D0%BB'); // "арена футбол"
    expect(arena.data!.map((c) => c.name).sort()).toEqual(['Арена Футбол 1', 'Арена Футбол 2', 'Арена Футбол 3']);
    expect(arena.data!.every((c) => c.football)).toBe(true);
    // A Russian name finds the channel in a Ukrainian answer.
    const news = await list(`search=${encodeURIComponent('НОВОСТИ 24')}`);
    expect(news.data!.map((c) => c.name)).toContain('Новини 24');
    const health = await list(`search=${encodeURIComponent('здоровя')}`);
    expect(health.data!.map((c) => c.name)).toContain('Здоров’я');
    expect((await list(`search=${encodeURIComponent('немає такого')}`)).data).toEqual([]);
  });

  it('filters by provider and by tariff, with the counts the tariffs state', async () => {
    for (const t of tariffs) {
      const body = await list(`tariff=${t.id}&limit=1`);
      expect(body.meta!.total_count).toBe(t.count_channels);
    }
    const megogo = new Set(tariffs.filter((t) => t.tv_provider === 2).map((t) => t.id));
    const byProvider = await list('provider=2&limit=500');
    expect(byProvider.data!.length).toBe(channels.filter((c) => c.tariffs.some((id) => megogo.has(id))).length);
    const both = await list('provider=1&category=films&search=kino&limit=500');
    expect(both.data!.every((c) => c.category === 'films' && c.tariffs.some((id) => id <= 3))).toBe(true);
  });
});

describe('GET /api/v1/tv_channels/categories/', () => {
  it('counts every category, under the filters given', async () => {
    const { status, body } = await get<Category>('', undefined, '/api/v1/tv_channels/categories/');
    expect(status).toBe(200);
    expect(body.data!.map((c) => c.code)).toEqual(categories.map((c) => c.code));
    expect(body.data!.reduce((n, c) => n + c.count, 0)).toBe(channels.length);
    const ru = await get<Category>('tariff=1', 'ru', '/api/v1/tv_channels/categories/');
    expect(ru.body.data!.find((c) => c.code === 'kids')!.name).toBe(categories.find((c) => c.code === 'kids')!.name_ru);
    expect(ru.body.data!.reduce((n, c) => n + c.count, 0)).toBe(tariffs.find((t) => t.id === 1)!.count_channels);
    expect(ru.body.data!.find((c) => c.code === 'sport')!.count).toBe(0);
  });
});

describe('bad input', () => {
  const bad: [string, string, string?][] = [
    ['colour=red', 'colour'],
    ['__proto__=x', '__proto__'],
    ['__proto__[polluted]=x', '__proto__[polluted]'],
    ['constructor=x', 'constructor'],
    ['prototype=1', 'prototype'],
    ['category=sport&category=kids', 'category'],
    [`search=${'а'.repeat(51)}`, 'search'],
    ['search=%00', 'search'],
    ['search=abc%1Fdef', 'search'],
    ['search=%7F', 'search'],
    ['category=nope', 'category'],
    ['category=__proto__', 'category'],
    ['provider=4', 'provider'],
    ['provider=sweet', 'provider'],
    ['tariff=999', 'tariff'],
    ['tariff=1.5', 'tariff'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=1e3', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=99999999999999999999', 'page'],
    ['limit=10', 'limit', '/api/v1/tv_channels/categories/'],
    ['category=kids', 'category', '/api/v1/tv_channels/categories/'],
    ['constructor[prototype][polluted]=x', 'constructor[prototype][polluted]', '/api/v1/tv_channels/categories/'],
  ];
  for (const [query, field, path] of bad) {
    it(`refuses ${path ?? ''}?${query.slice(0, 40)} with 400 and the reason`, async () => {
      const { status, headers, body } = await get(query, undefined, path);
      expect(status).toBe(400);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.errors?.[0]?.field).toBe(field.slice(0, 40));
      expect(body.errors?.[0]?.message).toMatch(/\S{3}/);
    });
  }

  it('gives the reason in Russian when asked, and stays healthy afterwards', async () => {
    const { body } = await get('search=' + 'x'.repeat(60), 'ru');
    expect(body.errors?.[0]?.message).toBe('Параметр search должен содержать не более 50 символов');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await list('limit=1')).data).toHaveLength(1);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe('TV content through the content API', () => {
  it('serves the TV tariffs, partners and TV terms in both languages', async () => {
    for (const name of ['tv_tariffs', 'partners', 'tv_terms']) {
      const res = await fetch(`${server.url}/content/items/${name}?limit=-1`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { translations: { languages_code: string }[] }[] };
      expect(data.length).toBeGreaterThan(0);
      for (const item of data) expect(item.translations.map((t) => t.languages_code).sort()).toEqual(['ru', 'uk']);
    }
  });
});
