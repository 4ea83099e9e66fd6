/** Numbers and times in the page's language. */
import { formatDate, formatNumber } from '../../domain/format';
import type { Locale } from '../../domain/locale';

const format = (value: number, locale: Locale, digits: number) => formatNumber(value, locale, digits, true);

/** Mbit/s: whole numbers from 100, one decimal below. */
export const mbit = (v: number, locale: Locale) => format(v, locale, v >= 100 ? 0 : 1);
export const ms = (v: number, locale: Locale) => format(v, locale, 1);
/** Packet loss, %: two decimals under 1 %, so one packet in a test's hundreds never reads 0. */
export const percent = (v: number, locale: Locale) => formatNumber(v, locale, v < 1 ? 2 : 1);
export const dateTime = (iso: string, locale: Locale) => formatDate(iso, 'deviceDateTime', locale);
export const time = (iso: string, locale: Locale) => formatDate(iso, 'deviceTime', locale);
