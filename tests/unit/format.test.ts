/** Dates, numbers and sizes as both languages print them, on the server and in the browser alike. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatMoney, formatNumber, intlLocale } from '../../src/domain/format';
import { byteSize, plainNumber } from '../../src/domain/plain-number';

// 09:05 in Kyiv (UTC+2 in November).
const moment = '2026-11-21T07:05:00Z';
// The same wall-clock moment in whatever time zone the test runs in.
const local = new Date(2026, 10, 21, 9, 5);
const nb = '\u00a0';

describe('intlLocale', () => {
  it('names the Ukrainian forms of both languages', () => {
    expect(intlLocale('uk')).toBe('uk-UA');
    expect(intlLocale('ru')).toBe('ru-UA');
  });
});

describe('formatDate', () => {
  it('prints Kyiv dates in Ukrainian', () => {
    expect(formatDate(moment, 'date', 'uk')).toBe('21 листопада 2026 р.');
    expect(formatDate(moment, 'dayMonth', 'uk')).toBe('21 листопада');
    expect(formatDate(moment, 'dayMonthTime', 'uk')).toBe('21 листопада о 09:05');
    expect(formatDate(moment, 'longDateTime', 'uk')).toBe('21 листопада 2026 р. о 09:05');
  });

  it('prints Kyiv dates in Russian', () => {
    expect(formatDate(moment, 'date', 'ru')).toBe('21 ноября 2026 г.');
    expect(formatDate(moment, 'dayMonth', 'ru')).toBe('21 ноября');
    expect(formatDate(moment, 'dayMonthTime', 'ru')).toBe('21 ноября в 09:05');
    expect(formatDate(moment, 'longDateTime', 'ru')).toBe('21 ноября 2026 г. в 09:05');
  });

  it('keeps the Kyiv day when the moment is still the previous day in UTC', () => {
    expect(formatDate('2026-11-20T22:30:00Z', 'date', 'uk')).toBe('21 листопада 2026 р.');
  });

  it('takes epoch milliseconds and Dates as well as ISO strings', () => {
    expect(formatDate(Date.parse(moment), 'dayMonth', 'ru')).toBe('21 ноября');
    expect(formatDate(new Date(moment), 'dayMonth', 'uk')).toBe('21 листопада');
  });

  it('prints what the device keeps in its own time zone', () => {
    expect(formatDate(local, 'deviceDateTime', 'uk')).toBe('21.11.26, 09:05');
    expect(formatDate(local, 'deviceDateTime', 'ru')).toBe('21.11.2026, 09:05');
    expect(formatDate(local.toISOString(), 'deviceTime', 'uk')).toBe('09:05');
    expect(formatDate(local.toISOString(), 'deviceTime', 'ru')).toBe('09:05');
  });
});

describe('formatDay', () => {
  it('prints a calendar day of the content as that day in both languages', () => {
    expect(formatDay('2026-03-01', 'uk')).toBe('1 березня 2026 р.');
    expect(formatDay('2026-03-01', 'ru')).toBe('1 марта 2026 г.');
    expect(formatDay('2026-12-31', 'uk')).toBe('31 грудня 2026 р.');
  });
});

describe('formatNumber', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(formatNumber(12345.678, 'uk', 1)).toBe(`12${nb}345,7`);
    expect(formatNumber(12345.678, 'ru', 1)).toBe(`12${nb}345,7`);
    // Russian leaves four-digit numbers ungrouped, Ukrainian does not.
    expect(formatNumber(1234.5, 'uk', 1)).toBe(`1${nb}234,5`);
    expect(formatNumber(1234.5, 'ru', 1)).toBe('1234,5');
  });

  it('drops trailing zeros unless the digits are fixed', () => {
    expect(formatNumber(5, 'uk', 1)).toBe('5');
    expect(formatNumber(5, 'uk', 1, true)).toBe('5,0');
    expect(formatNumber(5, 'ru', 1, true)).toBe('5,0');
    expect(formatNumber(250.4, 'ru', 0, true)).toBe('250');
  });
});

describe('plainNumber', () => {
  it('prints what Intl prints, without starting it', () => {
    const values = [0, 0.04, 0.05, 0.95, 1, 1.05, 1.25, 9.96, 12.5, 999, 999.95, 1000, 1023.5, 4768.4, 9999.94, 10_000, 12_345.67, 123_456, 1_234_567.25, 98_765_432.1];
    for (const locale of ['uk', 'ru'] as const)
      for (const digits of [0, 1])
        for (const value of [...values, ...values.map((v) => v * 7.3)]) expect(plainNumber(value, locale, digits), `${value} ${locale} ${digits}`).toBe(formatNumber(value, locale, digits));
  });
});

describe('byteSize', () => {
  it('gives megabytes with one decimal from 1 MB', () => {
    expect(byteSize(1_860_000, 'uk')).toEqual({ amount: '1,8', unit: 'MB' });
    expect(byteSize(1024 * 1024, 'ru')).toEqual({ amount: '1', unit: 'MB' });
    expect(byteSize(5e9, 'uk')).toEqual({ amount: `4${nb}768,4`, unit: 'MB' });
    expect(byteSize(5e9, 'ru')).toEqual({ amount: '4768,4', unit: 'MB' });
  });

  it('gives whole kilobytes below 1 MB', () => {
    expect(byteSize(123_456, 'uk')).toEqual({ amount: '121', unit: 'KB' });
    expect(byteSize(1024 * 1024 - 1, 'ru')).toEqual({ amount: '1024', unit: 'KB' });
    expect(byteSize(0, 'uk')).toEqual({ amount: '0', unit: 'KB' });
  });
});

describe('formatMoney', () => {
  it('keeps the kopecks a price has, with both digits, and prints whole hryvnias bare', () => {
    expect(formatMoney(3.63, 'uk')).toBe('3,63');
    expect(formatMoney(3.5, 'ru')).toBe('3,50');
    expect(formatMoney(250, 'uk')).toBe('250');
    expect(formatMoney(1050, 'uk')).toBe(`1${nb}050`);
    expect(formatMoney(1050, 'ru')).toBe('1050');
  });
});
