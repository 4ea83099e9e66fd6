import { describe, expect, it } from 'vitest';
import { toSearchParams } from '../../src/data/content-query';
import { contentUrl } from '../../src/data/content-url';

describe('content query builder', () => {
  it('builds the same URL for the same query, always published only', () => {
    const a = contentUrl('faq' as never, { sort: ['-date_created'], limit: 5 });
    const b = contentUrl('faq' as never, { limit: 5, sort: ['-date_created'] });
    expect(a).toBe(b);
    expect(decodeURIComponent(a)).toBe('/content/items/faq?filter[status][_eq]=published&sort=-date_created&limit=5');
  });

  it('writes groups, list operators and lists in the bracket form, in a fixed order', () => {
    const qs = toSearchParams({
      page: 1,
      limit: 10,
      sort: ['name'],
      filter: { _or: [{ a: { _in: ['1', '2'] } }, { tags: { _some: { id: { _eq: 3 } } } }], 'translations.title': { _null: true } },
      fields: ['id'],
      aggregate: { max: 'price', min: 'price' },
    });
    expect(decodeURIComponent(qs)).toBe(
      'fields=id&filter[_or][0][a][_in]=1,2&filter[_or][1][tags][_some][id][_eq]=3&filter[translations][title][_null]=true' +
        '&sort=name&limit=10&page=1&aggregate[min]=price&aggregate[max]=price',
    );
  });
});
