import { describe, expect, it } from 'vitest';
import { HouseNumber, StreetHouses } from '../../src/domain/content/house';
import { normalizeHouse } from '../../src/domain/house-number';

describe('house numbers', () => {
  it('read the ways people type one house as that house', () => {
    for (const typed of ['12а', '12 а', '12-а', '12a', ' 12А ', '12 - a']) expect(normalizeHouse(typed), typed).toBe('12А');
    expect(normalizeHouse('5 / 1')).toBe('5/1');
  });

  it('take digits with a letter or a fraction, and nothing else', () => {
    for (const good of ['1', '12', '9999', '12А', '12Б', '5/1', '5/12']) expect(HouseNumber.allows(good), good).toBe(true);
    for (const bad of ['', '0', '012', '12345', '12АБ', '12/0', '12/1/2', '12/1А', 'буд', '<b>', '12\u0000', '__proto__']) {
      expect(HouseNumber.allows(normalizeHouse(bad)), JSON.stringify(bad)).toBe(false);
    }
  });

  it('list each house of a street once, in a bounded list', () => {
    expect(StreetHouses.allows({ covered: ['1', '3'], planned: ['5'] })).toBe(true);
    expect(StreetHouses.allows({ covered: ['1'], planned: ['1'] })).toBe(false);
    expect(StreetHouses.allows({ covered: Array.from({ length: 1001 }, (_, i) => String(i + 1)), planned: [] })).toBe(false);
  });
});
