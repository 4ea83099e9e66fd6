/**
 * The registration questionnaire's identity rules (platform.md and commercial.md, section 5):
 * dates written DD.MM.YYYY, a subscriber's age, the documents' numbers and the tax number with
 * its check digit. Plain functions, the same in the browser and on the server; the schema
 * applies them and names each failure with an issue code (issues.ts).
 */

/** A calendar day, without a time or a zone. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const datePattern = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** "31.12.1990" as a day, or null when it is not written so or is no real day (31.02). */
export function parseDay(text: string): Day | null {
  const m = datePattern.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Today in Kyiv, where the provider works: a visitor's clock or the server's zone does not matter. */
export function kyivToday(now: Date = new Date()): Day {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const order = (d: Day) => d.year * 10_000 + d.month * 100 + d.day;
export const compareDays = (a: Day, b: Day) => order(a) - order(b);

/** Full years from `birth` to `on` (a birthday counts on its day; 29 February on 1 March of other years). */
export function ageOn(birth: Day, on: Day): number {
  const had = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (had ? 0 : 1);
}

export const subscriberAge = { min: 18, max: 100 } as const;
/** A Ukrainian identity document is issued from this age. */
export const documentAge = 14;

/** The age rule of a date of birth: 18 to 100 on `today`. */
export const isSubscriberAge = (birth: Day, today: Day) => {
  const age = ageOn(birth, today);
  return age >= subscriberAge.min && age <= subscriberAge.max;
};

/** An issue date is on or after the 14th birthday and not after today. */
export const isIssueDate = (issued: Day, birth: Day, today: Day) =>
  compareDays(issued, today) <= 0 && compareDays(issued, { ...birth, year: birth.year + documentAge }) >= 0;

/** An ID card's document number: 9 digits. */
export const idCardNumber = /^\d{9}$/;
/** A passport booklet's series, two Cyrillic capitals ("КЕ"), and its number, 6 digits. */
export const passportSeries = /^[АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ]{2}$/;
export const passportNumber = /^\d{6}$/;

const taxWeights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];

/** A tax number (РНОКПП): 10 digits, the last the check digit of the first nine. */
export function isTaxNumber(text: string): boolean {
  if (!/^\d{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const sum = taxWeights.reduce((acc, w, i) => acc + w * (digits[i] as number), 0);
  return (((sum % 11) + 11) % 11) % 10 === digits[9];
}

/** The tax number's first five digits: the days from 31 December 1899 to the date of birth. */
export function taxNumberDays(birth: Day): number {
  return Math.round((Date.UTC(birth.year, birth.month - 1, birth.day) - Date.UTC(1899, 11, 31)) / 86_400_000);
}

/** Whether a tax number agrees with a date of birth (its first five digits). */
export const taxMatchesBirth = (tax: string, birth: Day) => Number(tax.slice(0, 5)) === taxNumberDays(birth);
