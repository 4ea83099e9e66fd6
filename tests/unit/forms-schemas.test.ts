import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../../src/domain/forms/fields';
import { issuesOf } from '../../src/domain/forms/issues';
import { CallbackRequest, ConnectRequest, DirectorMessage, NewApplicationRequest, VacancyApplication, connectSchemaFor } from '../../src/domain/forms/schemas';

const issues = (t: (x: unknown) => unknown, data: unknown) => {
  const out = t(data);
  // Sorted by field: arktype reports checks before transformations, not in key order.
  return out instanceof type.errors ? issuesOf(out).sort((a, b) => a.field.localeCompare(b.field)) : [];
};

describe('form schemas', () => {
  it('normalises Ukrainian phone numbers and refuses others', () => {
    expect(normalizePhone('067 123-45-67')).toBe('+380671234567');
    expect(normalizePhone('+38 (067) 123 45 67')).toBe('+380671234567');
    expect(normalizePhone('380612345678')).toBe('+380612345678');
    expect(normalizePhone('0061234567')).toBeNull();
    expect(normalizePhone('+7 999 123 45 67')).toBeNull();
    expect(normalizePhone('067123456')).toBeNull();
  });

  it('accepts a call-back request and gives back cleaned values', () => {
    const out = CallbackRequest({ fullname: '  Олена   Петрівна ', phone: '067 123-45-67', address: 'вул. Соборна, 12', consent: true });
    expect(out).toEqual({ fullname: 'Олена Петрівна', phone: '+380671234567', address: 'вул. Соборна, 12', consent: true });
  });

  it('names each bad field with a code and its numbers', () => {
    expect(issues(CallbackRequest, { fullname: 'J', phone: '12', consent: false })).toEqual([
      { field: 'consent', code: 'consent' },
      { field: 'fullname', code: 'min', params: { min: 2 } },
      { field: 'phone', code: 'phone' },
    ]);
    expect(issues(CallbackRequest, { fullname: 'John Smith', phone: '0671234567', consent: true })).toEqual([{ field: 'fullname', code: 'cyrillic' }]);
    expect(issues(CallbackRequest, { fullname: 'Іван', phone: '', consent: true })).toEqual([{ field: 'phone', code: 'required' }]);
    expect(issues(CallbackRequest, {})).toEqual(
      expect.arrayContaining([
        { field: 'fullname', code: 'required' },
        { field: 'phone', code: 'required' },
        { field: 'consent', code: 'consent' },
      ]),
    );
    expect(issues(DirectorMessage, { email: 'nope', text: 'x'.repeat(5001), consent: true })).toEqual([
      { field: 'email', code: 'email' },
      { field: 'text', code: 'max', params: { max: 5000 } },
    ]);
    expect(issues(CallbackRequest, { fullname: 5, phone: [], consent: true })).toEqual([
      { field: 'fullname', code: 'invalid' },
      { field: 'phone', code: 'invalid' },
    ]);
  });

  it('checks house and flat numbers of a connection request', () => {
    expect(ConnectRequest({ address: 'вул. Перемоги', house: '12/1а', flat: '', phone: '0501234567', consent: true })).toMatchObject({ house: '12/1а' });
    expect(issues(ConnectRequest, { address: 'вул. Перемоги', house: 'дванадцять', flat: 'кв', phone: '0501234567', consent: true })).toEqual([
      { field: 'flat', code: 'apartment' },
      { field: 'house', code: 'house' },
    ]);
    const fresh = { city: 'Кушугум', address: 'вул. Центральна', numberHouse: '7', numberPhone: '0961234567', consent: true };
    expect(connectSchemaFor(fresh)).toBe(NewApplicationRequest);
    expect(NewApplicationRequest(fresh)).toMatchObject({ numberPhone: '+380961234567' });
  });

  it('reads a vacancy application from multipart strings', () => {
    const out = VacancyApplication({ fullname: 'Ткаченко Андрій', phone: '0671234567', email: 'a@b.ua', vacancy_id: '3', consent: 'true' });
    expect(out).toMatchObject({ vacancy_id: 3, consent: true });
    expect(issues(VacancyApplication, { fullname: 'Ткаченко Андрій', phone: '0671234567', email: 'a@b.ua', vacancy_id: 'x', consent: 'true' })).toEqual([
      { field: 'vacancy_id', code: 'number' },
    ]);
  });
});

describe('night hours in Kyiv', () => {
  it('tells 22:00-07:00 Kyiv time, winter and summer', async () => {
    const { isNightInKyiv, kyivHour } = await import('../../src/domain/forms/night-hours');
    // Winter: UTC+2. 20:00 UTC is 22:00 in Kyiv.
    expect(kyivHour(new Date('2026-01-15T20:00:00Z'))).toBe(22);
    expect(isNightInKyiv(new Date('2026-01-15T19:59:00Z'))).toBe(false);
    expect(isNightInKyiv(new Date('2026-01-15T20:00:00Z'))).toBe(true);
    expect(isNightInKyiv(new Date('2026-01-16T04:59:00Z'))).toBe(true);
    expect(isNightInKyiv(new Date('2026-01-16T05:00:00Z'))).toBe(false);
    // Summer: UTC+3. 19:00 UTC is 22:00 in Kyiv; 04:00 UTC is 07:00.
    expect(isNightInKyiv(new Date('2026-07-15T19:00:00Z'))).toBe(true);
    expect(isNightInKyiv(new Date('2026-07-15T18:59:00Z'))).toBe(false);
    expect(isNightInKyiv(new Date('2026-07-16T04:00:00Z'))).toBe(false);
  });
});
