/**
 * Dates, numbers and sizes in the page's language. The server and the browser print the same
 * text (hydration compares it), so every date shown to all visitors is fixed to Kyiv time.
 * Formatters are made once per locale and style: Intl constructors are slow next to format().
 */
import type { Locale } from './locale';

const intlTags: Record<Locale, string> = { uk: 'uk-UA', ru: 'ru-UA' };

/** The BCP 47 tag Intl takes for the site's language. */
export const intlLocale = (locale: Locale): string => intlTags[locale];

const kyiv = 'Europe/Kyiv';

const dateStyles = {
  /** "21 листопада 2026 р." */
  date: { day: 'numeric', month: 'long', year: 'numeric', timeZone: kyiv },
  /** "21 листопада" */
  dayMonth: { day: 'numeric', month: 'long', timeZone: kyiv },
  /** "21 листопада о 09:05" */
  dayMonthTime: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: kyiv },
  /** "21 листопада 2026 р. о 09:05" */
  longDateTime: { dateStyle: 'long', timeStyle: 'short', timeZone: kyiv },
  /** A calendar day of the content ("2026-03-01" read at UTC midnight): no time zone can shift it. */
  calendarDay: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** "21.11.26, 09:05" in the device's own time zone: only for what the device keeps for itself. */
  deviceDateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** "09:05" in the device's own time zone. */
  deviceTime: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(style: DateStyle, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(intlTags[locale], dateStyles[style])));
  return f;
}

/** Dates already printed, by style, locale and value: Intl's format with a time zone is slow next to a lookup. */
const printedDates = new Map<string, string>();
const maxPrintedDates = 2000;

/** A moment (ISO string, epoch milliseconds or Date) in one of the site's date styles. */
export function formatDate(value: string | number | Date, style: DateStyle, locale: Locale): string {
  if (value instanceof Date) return dateFormat(style, locale).format(value);
  const key = `${style} ${locale} ${value}`;
  let text = printedDates.get(key);
  if (text === undefined) {
    text = dateFormat(style, locale).format(new Date(value));
    // Bounded: values can come from a visitor (a stored result's time); start again when full.
    if (printedDates.size >= maxPrintedDates) printedDates.clear();
    printedDates.set(key, text);
  }
  return text;
}

/** A calendar day of the content ("2026-03-01"), printed as that day. */
export const formatDay = (day: string, locale: Locale): string => formatDate(`${day}T00:00:00Z`, 'calendarDay', locale);

/** A number with at most `maxDigits` decimals, or exactly that many when `fixed`. */
export function formatNumber(value: number, locale: Locale, maxDigits = 0, fixed = false): string {
  const key = `${locale} ${maxDigits} ${fixed}`;
  let f = numberFormats.get(key);
  if (!f) {
    const options = { maximumFractionDigits: maxDigits, minimumFractionDigits: fixed ? maxDigits : 0 };
    numberFormats.set(key, (f = new Intl.NumberFormat(intlTags[locale], options)));
  }
  return f.format(value);
}

/**
 * An amount of hryvnias as every price on the site prints it: whole hryvnias without decimals,
 * anything with kopecks with both digits ("3,63", "3,50"), never rounded away.
 */
export function formatMoney(uah: number, locale: Locale): string {
  return Number.isInteger(uah) ? formatNumber(uah, locale) : formatNumber(uah, locale, 2, true);
}
