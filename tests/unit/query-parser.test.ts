import { describe, expect, it } from 'vitest';
import { toSearchParams } from '../../src/data/content-query';
import { parseSearchParams } from '../../server/content/query-parser';
import { QueryError } from '../../server/content/query-rules';

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('content query parser', () => {
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
