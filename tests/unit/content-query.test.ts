import { describe, expect, it } from 'vitest';
import { QueryError, parseSearchParams, toSearchParams } from '../../src/data/content-query';
import { contentUrl } from '../../src/data/content-url';
import { execute } from '../../server/content/execute';

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('content query dialect', () => {
  it('round-trips a query through its URL form', () => {
    const query = {
      fields: ['id', 'translations.title'],
      filter: { status: { _eq: 'published' }, price: { _between: ['10', '100'] }, 'translations.title': { _icontains: 'wi-fi' } },
      sort: ['-date_created', 'position'],
      limit: 50,
      page: 2,
    };
    expect(parse(toSearchParams(query))).toEqual(query);
  });

  it('builds the same URL for the same query, always published only', () => {
    const a = contentUrl('faq' as never, { sort: ['-date_created'], limit: 5 });
    const b = contentUrl('faq' as never, { limit: 5, sort: ['-date_created'] });
    expect(a).toBe(b);
    expect(decodeURIComponent(a)).toBe('/content/items/faq?filter[status][_eq]=published&sort=-date_created&limit=5');
  });

  it('parses _or groups and aggregates', () => {
    expect(parse('filter[_or][0][question_ru][_icontains]=wifi&filter[_or][1][question_ukr][_icontains]=wifi')).toEqual({
      filter: { _or: [{ question_ru: { _icontains: 'wifi' } }, { question_ukr: { _icontains: 'wifi' } }] },
    });
    expect(parse('aggregate[min]=price&aggregate[max]=price')).toEqual({ aggregate: { min: 'price', max: 'price' } });
  });

  it.each(['filter[a][_bad]=1', 'limit=x', 'sort=a b', 'filter[a]=1', 'aggregate[median]=a', 'filter[_or][21][a][_eq]=1', 'export=csv'])(
    'rejects %s with a QueryError',
    (qs) => {
      expect(() => parse(qs)).toThrow(QueryError);
    },
  );
});

describe('Directus parameters', () => {
  it('ignores a parameter it does not know, as Directus does', () => {
    expect(parse('fields=id&what=1&_=1700000000')).toEqual({ fields: ['id'] });
  });

  it('parses groupBy, alias, deep and the list operators in both forms', () => {
    expect(parse('groupBy[]=a&groupBy[]=b&aggregate[count]=*')).toEqual({ groupBy: ['a', 'b'], aggregate: { count: '*' } });
    expect(parse('alias[x]=category&fields=x')).toEqual({ alias: { x: 'category' }, fields: ['x'] });
    expect(parse('deep[tariffs][_limit]=2&deep[tariffs][_sort]=-id&deep[tariffs][_filter][id][_gt]=1')).toEqual({
      deep: { tariffs: { limit: 2, sort: ['-id'], filter: { id: { _gt: '1' } } } },
    });
    expect(parse(`deep=${encodeURIComponent('{"tariffs":{"_limit":2,"_sort":["-id"]}}')}`)).toEqual({ deep: { tariffs: { limit: 2, sort: ['-id'] } } });
    const some = { filter: { tariffs: { _some: { id: { _eq: '1' } } } } };
    expect(parse('filter[tariffs][_some][id][_eq]=1')).toEqual(some);
    expect(parse(`filter=${encodeURIComponent('{"tariffs":{"_some":{"id":{"_eq":"1"}}}}')}`)).toEqual(some);
  });

  it.each([
    ['$NOW(-1 fortnight)', /\$NOW/],
    ['$CURRENT_USER', /signed-in/],
  ])('refuses the dynamic variable %s with a reason', (value, reason) => {
    expect(() => parse(`filter[date_created][_lte]=${encodeURIComponent(value)}`)).toThrow(reason);
  });
});

describe('keys that name a prototype', () => {
  it.each([
    'filter[__proto__][_eq]=x',
    'filter[constructor][prototype][_eq]=x',
    'filter[_or][0][prototype][_eq]=x',
    'fields=__proto__',
    'sort=-constructor',
    'aggregate[__proto__]=id',
    'aggregate[min]=constructor',
    'constructor[prototype][x]=1',
    `filter=${encodeURIComponent('{"__proto__":{"_eq":"x"}}')}`,
    `filter=${encodeURIComponent('{"_and":[{"constructor":{"prototype":{"_eq":"x"}}}]}')}`,
  ])('are refused with a reason naming the key: %s', (qs) => {
    expect(() => parse(qs)).toThrow(/"(__proto__|constructor|prototype)" is not allowed/);
    expect(Object.prototype).not.toHaveProperty('_eq');
  });

  it('never build objects that inherit anything', () => {
    const query = parse('filter[status][_eq]=published&filter[_or][0][code][_eq]=1&aggregate[min]=id');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.getPrototypeOf(query.filter)).toBeNull();
    expect(Object.getPrototypeOf(query.filter?.status)).toBeNull();
    expect(Object.getPrototypeOf(query.filter?._or?.[0])).toBeNull();
    expect(Object.getPrototypeOf(query.aggregate)).toBeNull();
    expect(Object.getPrototypeOf(parse(`filter=${encodeURIComponent('{"a":{"_eq":1}}')}`).filter?.a)).toBeNull();
  });
});

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
