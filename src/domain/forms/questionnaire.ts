/**
 * The registration questionnaire (commercial.md, sections 3 and 5): who the subscriber is, the
 * identity document and the tax number, how to reach them, where to connect, and the two
 * consents. One schema for the page and the server; the rules between fields (age, issue date,
 * tax number against the date of birth) name the field they fail on, each with its issue code.
 */
import { type } from 'arktype';
import { email, optionalPhone, phone, text } from './fields';
import { type Day, idCardNumber, isIssueDate, isSubscriberAge, isTaxNumber, kyivToday, parseDay, passportNumber, passportSeries, taxMatchesBirth } from './identity';
import { limits } from './limits';

const letters = 'А-Яа-яЁёЇїІіЄєҐґ';
/** Only Cyrillic letters: a surname, a name, a middle name (apostrophes and hyphens inside). */
const cyrillicOnly = new RegExp(`^[${letters}'ʼ’-]+$`);
/** Cyrillic letters and digits (the issuing authority): "Жовтневим РВ ЗМУ УМВС, 1234". */
const cyrillicDigits = new RegExp(`^[${letters}0-9'ʼ’.,№ -]+$`);

const nameWord = text(limits.personPart.min, limits.personPart.max).narrow((s, ctx) => cyrillicOnly.test(s) || ctx.mustBe('cyrillic'));
const authority = text(limits.authority.min, limits.authority.max).narrow((s, ctx) => cyrillicDigits.test(s) || ctx.mustBe('cyrillic_digits'));
const dayText = text(10, 10).narrow((s, ctx) => parseDay(s) !== null || ctx.mustBe('date'));
const digits = (count: number, pattern: RegExp) => text(1, 20).narrow((s, ctx) => pattern.test(s) || ctx.mustBe(`digits_${count}`));
const accepted = type('true | "true"').pipe(() => true as const);

const common = {
  '+': 'delete',
  surname: nameWord,
  name: nameWord,
  middle_name: nameWord,
  birth_date: dayText,
  tax_number: digits(10, /^\d{10}$/),
  main_phone: phone,
  'additional_phone?': optionalPhone,
  email,
  connection_address: text(limits.address.min, limits.address.max),
  offer_terms: accepted,
  personal_data: accepted,
} as const;

const IdCard = type({
  ...common,
  document_type: "'id_card'",
  id_card_number: digits(9, idCardNumber),
});

const Passport = type({
  ...common,
  document_type: "'passport'",
  passport_series: text(2, 2).narrow((s, ctx) => passportSeries.test(s.toUpperCase()) || ctx.mustBe('passport_series')),
  passport_number: digits(6, passportNumber),
  issued_by: authority,
  issue_date: dayText,
  registration_address: text(limits.address.min, limits.address.max),
});

type Sent = typeof IdCard.inferOut | typeof Passport.inferOut;

/**
 * The questionnaire as sent. `today` is the date the rules are taken on (Kyiv's, by default):
 * the age is 18 to 100, an issue date from the 14th birthday to today, and the tax number's
 * check digit holds and its first five digits are the date of birth. The document type picks
 * the branch before checking: arktype without JIT (the browser's CSP allows no eval) does not
 * discriminate a union, and would answer a whole unmatched union instead of the fields.
 */
export function questionnaireSchema(today: Day = kyivToday()) {
  const rules = (q: Sent, ctx: Parameters<Parameters<typeof IdCard.narrow>[0]>[1]) => {
    const birth = parseDay(q.birth_date) as Day;
    if (!isSubscriberAge(birth, today)) return ctx.reject({ expected: 'age', path: ['birth_date'] });
    if (q.document_type === 'passport') {
      const issued = parseDay(q.issue_date) as Day;
      if (!isIssueDate(issued, birth, today)) return ctx.reject({ expected: 'issue_date', path: ['issue_date'] });
    }
    if (!isTaxNumber(q.tax_number)) return ctx.reject({ expected: 'tax_number', path: ['tax_number'] });
    if (!taxMatchesBirth(q.tax_number, birth)) return ctx.reject({ expected: 'tax_birth', path: ['tax_number'] });
    return true;
  };
  const idCard = IdCard.narrow(rules);
  const passport = Passport.narrow(rules);
  return (data: unknown) => ((data as { document_type?: unknown } | null)?.document_type === 'passport' ? passport(data) : idCard(data));
}
export type Questionnaire = typeof IdCard.inferIn | typeof Passport.inferIn;
