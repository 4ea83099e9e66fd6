/** Numbers and times in the page's language. */
import type { Locale } from '../../domain/locale';

const tag = (locale: Locale) => (locale === 'ru' ? 'ru-UA' : 'uk-UA');
const one = new Map<string, Intl.NumberFormat>();

function format(value: number, locale: Locale, digits: number): string {
  const key = `${locale}${digits}`;
  let f = one.get(key);
  if (!f) one.set(key, (f = new Intl.NumberFormat(tag(locale), { maximumFractionDigits: digits, minimumFractionDigits: digits })));
  return f.format(value);
}

/** Mbit/s: whole numbers from 100, one decimal below. */
export const mbit = (v: number, locale: Locale) => format(v, locale, v >= 100 ? 0 : 1);
export const ms = (v: number, locale: Locale) => format(v, locale, 1);
export const dateTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(tag(locale), { dateStyle: 'short', timeStyle: 'short' });
export const time = (iso: string, locale: Locale) => new Date(iso).toLocaleTimeString(tag(locale), { timeStyle: 'short' });
