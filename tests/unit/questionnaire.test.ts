import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../src/domain/forms/identity';
import { issuesOf } from '../../src/domain/forms/issues';
import { questionnaireSchema } from '../../src/domain/forms/questionnaire';

const today = parseDay('29.11.2026') as NonNullable<ReturnType<typeof parseDay>>;
const schema = questionnaireSchema(today);
const issues = (data: unknown) => {
  const out = schema(data);
  return out instanceof type.errors ? issuesOf(out) : [];
};

// Born 05.03.1990: the tax number's first five digits are 32936, its check digit 3.
const idCard = {
  surname: 'Коваленко',
  name: 'Олена',
  middle_name: 'Петрівна',
  birth_date: '05.03.1990',
  document_type: 'id_card',
  id_card_number: '004512345',
  tax_number: '3293612343',
  main_phone: '067 123-45-67',
  additional_phone: '',
  email: 'olena@example.com',
  connection_address: 'м. Запоріжжя, вул. Соборна, буд. 12, кв. 5',
  offer_terms: true,
  personal_data: true,
};
const passport = {
  ...idCard,
  document_type: 'passport',
  id_card_number: undefined,
  passport_series: 'КЕ',
  passport_number: '123456',
  issued_by: 'Жовтневим РВ ЗМУ УМВС України в Запорізькій області',
  issue_date: '12.04.2006',
  registration_address: 'м. Запоріжжя, просп. Соборний, буд. 160, кв. 8',
};

describe('the registration questionnaire', () => {
  it('takes an ID card and a passport, and drops keys nobody declared', () => {
    const card = schema({ ...idCard, extra: 'x' });
    expect(card instanceof type.errors).toBe(false);
    expect(card).toMatchObject({ main_phone: '+380671234567', document_type: 'id_card' });
    expect(card).not.toHaveProperty('extra');
    expect(issues(passport)).toEqual([]);
  });

  it('refuses names that are not Cyrillic, and says so in its code', () => {
    expect(issues({ ...idCard, surname: 'Kovalenko' })).toEqual([{ field: 'surname', code: 'cyrillic' }]);
    expect(issues({ ...idCard, middle_name: 'Петрівна2' })).toEqual([{ field: 'middle_name', code: 'cyrillic' }]);
    expect(issues({ ...idCard, name: '' })).toEqual([{ field: 'name', code: 'required' }]);
  });

  it('needs a real date of birth of someone 18 to 100 years old', () => {
    expect(issues({ ...idCard, birth_date: '31.02.1990' })).toEqual([{ field: 'birth_date', code: 'date' }]);
    expect(issues({ ...idCard, birth_date: '1990-03-05' })).toEqual([{ field: 'birth_date', code: 'date' }]);
    // 30.11.2008 is 17 on 29.11.2026; its tax number would not be checked before the age.
    expect(issues({ ...idCard, birth_date: '30.11.2008' })).toEqual([{ field: 'birth_date', code: 'age' }]);
    // 28.11.1925 is 101; 28.11.1926 is 100, still taken (its tax number then does not match).
    expect(issues({ ...idCard, birth_date: '28.11.1925' })).toEqual([{ field: 'birth_date', code: 'age' }]);
    expect(issues({ ...idCard, birth_date: '28.11.1926' })).toEqual([{ field: 'tax_number', code: 'tax_birth' }]);
  });

  it("checks the documents' numbers", () => {
    expect(issues({ ...idCard, id_card_number: '12345678' })).toEqual([{ field: 'id_card_number', code: 'eq', params: { eq: 9 } }]);
    expect(issues({ ...passport, passport_number: '12345' })).toEqual([{ field: 'passport_number', code: 'eq', params: { eq: 6 } }]);
    expect(issues({ ...passport, passport_series: 'KE' })).toEqual([{ field: 'passport_series', code: 'passport_series' }]);
    expect(issues({ ...passport, issued_by: 'Zhovtnevyi RV' })).toEqual([{ field: 'issued_by', code: 'cyrillic_digits' }]);
  });

  it('takes an issue date from the 14th birthday to today', () => {
    expect(issues({ ...passport, issue_date: '04.03.2004' })).toEqual([{ field: 'issue_date', code: 'issue_date' }]);
    expect(issues({ ...passport, issue_date: '05.03.2004' })).toEqual([]);
    expect(issues({ ...passport, issue_date: '30.11.2026' })).toEqual([{ field: 'issue_date', code: 'issue_date' }]);
    expect(issues({ ...passport, issue_date: '32.01.2010' })).toEqual([{ field: 'issue_date', code: 'date' }]);
  });

  it("checks the tax number's check digit and its agreement with the date of birth", () => {
    expect(issues({ ...idCard, tax_number: '3293612344' })).toEqual([{ field: 'tax_number', code: 'tax_number' }]);
    expect(issues({ ...idCard, tax_number: '329361234' })).toEqual([{ field: 'tax_number', code: 'eq', params: { eq: 10 } }]);
    // A valid number of someone born 29.02.2000.
    expect(issues({ ...idCard, tax_number: '3658412340' })).toEqual([{ field: 'tax_number', code: 'tax_birth' }]);
  });

  it('needs both consents', () => {
    expect(issues({ ...idCard, offer_terms: false }).map((i) => i.field)).toEqual(['offer_terms']);
    expect(issues({ ...idCard, personal_data: undefined }).map((i) => i.field)).toEqual(['personal_data']);
  });
});
