import { describe, expect, it } from 'vitest';
import { execute } from '../../server/content/execute';
import { parseSearchParams } from '../../server/content/query-parser';
import { QueryError } from '../../server/content/query-rules';

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('query execution', () => {
  const items = [
    { id: 1, price: 500, name: 'Archer', tags: ['wifi'], translations: [{ languages_code: 'uk', title: 'Роутер' }] },
    { id: 2, price: 1200, name: 'Deco', tags: ['mesh'], translations: [{ languages_code: 'uk', title: 'Mesh-система' }] },
    { id: 3, price: 90, name: 'Cable', tags: [], translations: [{ languages_code: 'uk', title: 'Кабель' }] },
  ];
  const fields = new Set(['id', 'price', 'name', 'tags', 'translations']);
  const run = (qs: string) => execute(items, parse(qs), fields).data;

  it('filters by numbers given as text, sorts and limits', () => {
    expect(run('filter[price][_gte]=100&sort=-price&fields=id')).toEqual([{ id: 2 }, { id: 1 }]);
    expect(run('filter[price][_lt]=1000&sort=price&limit=1&fields=name')).toEqual([{ name: 'Cable' }]);
  });

  it('matches a condition on any element of a list', () => {
    expect(run('filter[translations][title][_icontains]=mesh&fields=id')).toEqual([{ id: 2 }]);
  });

  it('projects nested fields', () => {
    expect(run('fields=id,translations.title&filter[id][_eq]=3')).toEqual([{ id: 3, translations: [{ title: 'Кабель' }] }]);
  });

  it('aggregates over the filtered items', () => {
    expect(run('aggregate[max]=price&filter[price][_lt]=1000')).toEqual([{ max: { price: 500 } }]);
  });

  it('runs the negated, prefix, suffix and emptiness operators', () => {
    expect(run('filter[price][_nbetween]=100,1000&fields=id')).toEqual([{ id: 2 }, { id: 3 }]);
    expect(run('filter[name][_ncontains]=e&fields=id')).toEqual([]);
    expect(run('filter[name][_istarts_with]=de&fields=id')).toEqual([{ id: 2 }]);
    expect(run('filter[name][_ends_with]=er&fields=id')).toEqual([{ id: 1 }]);
    expect(run('filter[tags][_empty]=true&fields=id')).toEqual([{ id: 3 }]);
    expect(run('filter[tags][_nempty]=true&fields=id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('resolves $NOW against the time it is given', () => {
    const dated = [
      { id: 1, at: '2026-01-01T00:00:00+02:00' },
      { id: 2, at: '2026-11-01T00:00:00Z' },
    ];
    const now = Date.parse('2026-11-27T10:00:00Z');
    const ids = (qs: string) => execute(dated, parse(qs), new Set(['id', 'at']), { now }).data.map((r) => (r as { id: number }).id);
    expect(ids('filter[at][_lte]=$NOW')).toEqual([1, 2]);
    expect(ids(`filter[at][_gte]=${encodeURIComponent('$NOW(-2 months)')}`)).toEqual([2]);
    expect(ids(`filter[at][_lt]=${encodeURIComponent('$NOW(-1 year)')}`)).toEqual([]);
  });

  it('sorts by each key read once per item, not once per comparison', () => {
    let reads = 0;
    const many = Array.from({ length: 200 }, (_, i) => ({
      id: i,
      get price() {
        reads++;
        return (i * 7919) % 200;
      },
    }));
    execute(many, parse('sort=price,-id&limit=1'), new Set(['id', 'price']));
    expect(reads).toBe(200);
  });

  it('refuses unknown fields', () => {
    expect(() => run('sort=secret')).toThrow(QueryError);
    expect(() => run('filter[secret][_eq]=1')).toThrow(QueryError);
  });
});
