/** The one phone parser and the as-you-type format, shared by every form with a phone. */
import { describe, expect, it } from 'vitest';
import { caretAfterFormatting, formatPhoneTyped, normalizePhone } from '../../src/domain/forms/phone';
import { CallbackRequest, ConnectRequest, NewApplicationRequest, VacancyApplication } from '../../src/domain/forms/schemas';

describe('normalizePhone', () => {
  it.each([
    '0671234567',
    '+380671234567',
    '380671234567',
    '671234567',
    '067 123 45 67',
    '067-123-45-67',
    '(067) 123-45-67',
    '+38 (067) 123-45-67',
    '+38 067 1234567',
    '+380 67 123 45 67',
    '67 123 45 67',
    '(67) 123 45 67',
    '067.123.45.67',
    '00380671234567',
    '  0671234567  ',
  ])('reads %j as +380671234567', (written) => {
    expect(normalizePhone(written)).toBe('+380671234567');
  });

  it.each([
    ['too short', '067123456'],
    ['too short without the 0', '67123456'],
    ['too long', '06712345678'],
    ['letters', '067123456a'],
    ['words', 'мій номер 0671234567'],
    ['another country', '+48 671 234 567'],
    ['Russia', '+7 999 123 45 67'],
    ['country code without 0', '38671234567'],
    ['a zero after the area 0', '0061234567'],
    ['empty', ''],
    ['a plus before the trunk 0', '+0671234567'],
  ])('refuses %s: %j', (_why, written) => {
    expect(normalizePhone(written)).toBeNull();
  });

  it('is the check of every form with a phone, in the browser and on the server', () => {
    const ok = { fullname: 'Олена', phone: '671234567', consent: true };
    expect(CallbackRequest(ok)).toMatchObject({ phone: '+380671234567' });
    expect(ConnectRequest({ address: 'вул. Перемоги', house: '12', phone: '67 123 45 67', consent: true })).toMatchObject({ phone: '+380671234567' });
    expect(NewApplicationRequest({ city: 'Кушугум', address: 'вул. Перемоги', numberHouse: '1', numberPhone: '380671234567', consent: true })).toMatchObject({
      numberPhone: '+380671234567',
    });
    expect(VacancyApplication({ fullname: 'Олена', phone: '(067) 123-45-67', email: 'o@example.com', vacancy_id: '1', consent: 'true' })).toMatchObject({
      phone: '+380671234567',
    });
  });
});

describe('formatPhoneTyped', () => {
  it.each([
    ['0', '+38 (0'],
    ['067', '+38 (067)'],
    ['0671', '+38 (067) 1'],
    ['067123', '+38 (067) 123'],
    ['0671234', '+38 (067) 123-4'],
    ['0671234567', '+38 (067) 123-45-67'],
    ['671234567', '+38 (067) 123-45-67'],
    ['6', '+38 (06'],
    ['380', '+38 (0'],
    ['380671234567', '+38 (067) 123-45-67'],
    ['+380671234567', '+38 (067) 123-45-67'],
    ['+38 (067) 123-45-67', '+38 (067) 123-45-67'],
    ['382123456', '+38 (038) 212-34-56'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatPhoneTyped(typed)).toBe(shown);
  });

  it.each(['', '+', '3', '38', '+38', 'abc', '+48 123', '06712345678'])('leaves %j as typed', (typed) => {
    expect(formatPhoneTyped(typed)).toBe(typed);
  });

  it('formats what it shows to the same', () => {
    for (const typed of ['0', '067', '0671234', '671234567', '+380671234567']) {
      const once = formatPhoneTyped(typed);
      expect(formatPhoneTyped(once)).toBe(once);
    }
  });
});

describe('caretAfterFormatting', () => {
  it('keeps the digits after the caret after it', () => {
    expect(caretAfterFormatting('+38 (067) 123-45-67', 0)).toBe(19);
    expect(caretAfterFormatting('+38 (067) 123-45-67', 4)).toBe(13);
    expect(caretAfterFormatting('+38 (067) 123-45-67', 7)).toBe(8);
    expect(caretAfterFormatting('', 0)).toBe(0);
  });
});
