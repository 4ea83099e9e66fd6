import { describe, expect, it } from 'vitest';
import { requestLocale } from '../../server/request-locale';

const of = (value?: string) => requestLocale({ headers: { 'accept-language': value } });

describe("an answer's language from Accept-Language", () => {
  it('takes the more preferred of Ukrainian and Russian, by q', () => {
    expect(of('ru-RU,ru;q=0.9,uk;q=0.8')).toBe('ru');
    expect(of('ru;q=0.5, uk')).toBe('uk');
    expect(of('en-US,en;q=0.9,ru;q=0.8')).toBe('ru');
    expect(of('de, uk-UA;q=0.7')).toBe('uk');
  });

  it('reads "ua" as Ukrainian, and anything else (or nothing, or q=0) as Ukrainian', () => {
    expect(of('ua')).toBe('uk');
    expect(of('en, de')).toBe('uk');
    expect(of('ru;q=0')).toBe('uk');
    expect(of('ru;q=abc')).toBe('uk');
    expect(of(undefined)).toBe('uk');
  });
});
