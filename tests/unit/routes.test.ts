import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/app/router/table';
import { serializeState } from '../../src/app/state';
import { splitLocale, withLocale } from '../../src/domain/locale';
import { fillPattern } from '../../src/routing/match';
import { paths, pathTo } from '../../src/routing/paths';
import { routeSamples } from '../support/routes';

describe('route table', () => {
  it('matches every sample path to its own route', () => {
    for (const { name, path } of routeSamples) {
      const match = matchRoute(path);
      expect(match?.route.name, path).toBe(name);
      expect(match?.route.check?.(match.params) ?? true, path).toBe(true);
    }
  });

  it('fails the page check for unknown tariff types and localities', () => {
    for (const path of ['/tariffs/castle', '/tariffs/privat/atlantis', '/cover/paris', '/nowhere']) {
      const match = matchRoute(path);
      expect(match?.route.check?.(match.params), path).toBe(false);
    }
  });

  it('builds paths from names and fills optional parameters', () => {
    expect(pathTo('tariffs-type-code', { type: 'privat', code: 'balabino' })).toBe('/tariffs/privat/balabino');
    expect(fillPattern(paths.referral)).toBe('/referral');
    expect(fillPattern(paths.referral, { user: 'olena' })).toBe('/referral/olena');
    expect(() => pathTo('news-item')).toThrow();
  });

  it('moves between the language prefix and the path', () => {
    expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/ru/faq')).toEqual({ locale: 'ru', path: '/faq' });
    expect(splitLocale('/rules')).toEqual({ locale: 'uk', path: '/rules' });
    expect(withLocale('ru', '/')).toBe('/ru');
    expect(withLocale('uk', '/faq')).toBe('/faq');
  });
});

describe('embedded state', () => {
  it('cannot close its script element', () => {
    const text = serializeState({ locale: 'uk', site: {} as never, page: { search: '</script><script>alert(1)</script>' } as never });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).page.search).toBe('</script><script>alert(1)</script>');
  });
});
