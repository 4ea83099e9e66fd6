/**
 * Field types shared by every form, in the browser and on the server. Each trims what the
 * visitor typed and checks it; a failure carries a code that messages.ts turns into words, and
 * a check's result reads as a verdict: the values it made, or the issues.
 */
import { type ArkErrors, type } from 'arktype';
import { type FieldIssue, issuesOf } from './issues';
import { localityCodes } from '../places';
import { normalizePhone } from './phone';

export { normalizePhone };

const letters = "А-Яа-яЁёЇїІіЄєҐґ";
const cyrillicName = new RegExp(`^[${letters}'ʼ’ -]+$`);
const housePattern = new RegExp(`^\\d{1,4}(?:[ -]?[${letters}A-Za-z])?(?:/\\d{1,4}(?:[ -]?[${letters}A-Za-z])?)?$`);
const apartmentPattern = new RegExp(`^\\d{1,4}[${letters}A-Za-z]?$`);

/** A string with its ends trimmed and inner runs of spaces collapsed. */
export const trimmed = type('string').pipe((s) => s.trim().replace(/\s+/g, ' '));

/**
 * Characters a reader cannot see: controls, format characters (bidi overrides and isolates,
 * zero-width ones, the BOM) and lone surrogates. Tabs and line breaks are whitespace, not these.
 */
export const invisibleChars = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cs}]/gu;
export const hasInvisible = (s: string) => s.search(invisibleChars) !== -1;

/** A one-line value (a name, an address) that staff act on: invisible characters are refused. */
const visible = trimmed.narrow((s, ctx) => !hasInvisible(s) || ctx.mustBe('invisible'));

/** One-line text of min to max characters (after trimming). */
export const text = (min: number, max: number) => visible.to(type('string').atLeastLength(min).atMostLength(max));

/** Optional one-line text: empty is allowed, more than max is not. */
export const optionalText = (max: number) => visible.to(type('string').atMostLength(max));

/** A visitor's message: invisible characters are removed (an emoji's joiner is not worth a refusal). */
const message = type('string').pipe((s) => s.replace(invisibleChars, '').trim().replace(/\s+/g, ' '));
export const messageText = (min: number, max: number) => message.to(type('string').atLeastLength(min).atMostLength(max));
export const optionalMessageText = (max: number) => message.to(type('string').atMostLength(max));

/** A person's name: Cyrillic letters, spaces, apostrophes and hyphens (spec: "only Cyrillic letters"). */
export const personName = (min: number, max: number) =>
  text(min, max).narrow((s, ctx) => cyrillicName.test(s) || ctx.mustBe('cyrillic'));

/** A Ukrainian phone number in any usual writing, stored as +380XXXXXXXXX (phone.ts). */
export const phone = type('string').pipe((s, ctx) => (hasInvisible(s) ? ctx.error('invisible') : (normalizePhone(s) ?? ctx.error('phone'))));

/** A second phone number where one may be left out: empty, or a phone as above. */
export const optionalPhone = type('string').pipe((s, ctx) => (s.trim() === '' ? '' : hasInvisible(s) ? ctx.error('invisible') : (normalizePhone(s) ?? ctx.error('phone'))));

export const email = trimmed.to(type('string.email').atMostLength(254));

/** A house number: "12", "12а", "12-Б", "12/1", "12/1а". */
export const house = trimmed.narrow((s, ctx) => housePattern.test(s) || ctx.mustBe('house'));
/** A house number where it may be left out (the call-back form). */
export const optionalHouse = trimmed.narrow((s, ctx) => s === '' || housePattern.test(s) || ctx.mustBe('house'));
/** An apartment number, optional: "", "5", "125б". */
export const apartment = trimmed.narrow((s, ctx) => s === '' || apartmentPattern.test(s) || ctx.mustBe('apartment'));

/** Consent to personal-data processing: must be given (true, or "true" from a multipart form). */
export const consent = type('true | "true"').pipe(() => true as const);

/** One of the served localities, by its code ("kushugum"): the same street exists in several of them. */
export const localityCode = type.enumerated(...localityCodes);
/** The form's locality select: a code, or nothing chosen. */
export const optionalLocality = type("''").or(localityCode);

/** An internet tariff's id (collection internet_tariffs), as a form field sends it; the server checks it names one. */
export const tariffId = type('string.integer.parse').to('0 < number.integer < 1000000');
/** The form's hidden tariff: an id, or none (the visitor chose no concrete tariff). */
export const optionalTariffId = type("''").or(type(/^\d{1,6}$/));

/** Values that pass (with what the schema made of them), or the reasons they do not. */
export type Verdict<Out> = { ok: true; out: Out } | { ok: false; issues: FieldIssue[] };

/** A schema's result told apart; pages load it with their schema, on a form's first focus or submit. */
export function verdictOf<Out>(result: Out | ArkErrors): Verdict<Out> {
  return result instanceof type.errors ? { ok: false, issues: issuesOf(result) } : { ok: true, out: result };
}
