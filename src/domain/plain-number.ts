/**
 * Sizes as both languages print them, without Intl: a page's first Intl object starts ICU, a long
 * task on a slow phone, and /saved prints nothing else. A unit test holds them to Intl's output.
 */
import type { Locale } from './locale';

/** A non-negative number with at most `maxDigits` decimals as formatNumber prints it (1 234,5). */
export function plainNumber(value: number, locale: Locale, maxDigits = 0): string {
  const [whole = '', decimals = ''] = roundHalfUp(value, maxDigits).split('.');
  // Russian (ru-UA) groups from five digits on (4768), Ukrainian from four (4 768).
  const grouped = locale === 'ru' && whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const kept = decimals.replace(/0+$/, '');
  return kept ? `${grouped},${kept}` : grouped;
}

/**
 * `value` with `digits` decimals, rounded half up from its shortest decimal form as Intl rounds
 * it (0.95 gives 1.0, where toFixed reads the binary 0.9499... and gives 0.9).
 */
function roundHalfUp(value: number, digits: number): string {
  const text = String(value);
  if (/e/i.test(text)) return value.toFixed(digits);
  const [whole = '', decimals = ''] = text.split('.');
  const kept = BigInt(whole + decimals.slice(0, digits).padEnd(digits, '0')) + ((decimals[digits] ?? '0') >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return digits ? `${all.slice(0, -digits)}.${all.slice(-digits)}` : all;
}

/** A size in bytes as an amount and its unit: megabytes with one decimal from 1 MB, whole kilobytes below. */
export function byteSize(bytes: number, locale: Locale): { amount: string; unit: 'MB' | 'KB' } {
  const mb = 1024 * 1024;
  return bytes >= mb ? { amount: plainNumber(bytes / mb, locale, 1), unit: 'MB' } : { amount: plainNumber(bytes / 1024, locale), unit: 'KB' };
}
