/**
 * Ukrainian phone numbers as people write them: 067 123 45 67, 0671234567, +380671234567,
 * 380671234567, 671234567, 00380…, with spaces, dashes, dots or brackets. Parsed to
 * +380XXXXXXXXX for storage; shown as "+38 (067) 123-45-67" while typed.
 */

/** Separators people put between digits. */
const separators = /[\s\-().]/g;

/** "+380671234567", or null when it is not a Ukrainian number (too short or long, letters, another country). */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(separators, '');
  const m = /^(?:(?:\+|00)?380|0)?([1-9]\d{8})$/.exec(compact);
  return m ? `+380${m[1]}` : null;
}

/** The national digits typed so far ("067…", at most 10), or null when the text is not (the start of) a Ukrainian number. */
function nationalDigits(value: string): string | null {
  if (/[^\d\s\-().+]/.test(value) || value.lastIndexOf('+') > 0) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (value.trimStart().startsWith('+') && !'380'.startsWith(digits.slice(0, 3))) return null;
  // The country code or its start ("3", "+38"): the next digit tells it from an area code.
  if ('38'.startsWith(digits)) return '';
  if (digits.startsWith('380')) digits = digits.slice(2);
  else if (digits !== '' && !digits.startsWith('0')) digits = `0${digits}`;
  return digits.length <= 10 ? digits : null;
}

/**
 * What the field shows for what was typed: "+38 (067) 123-45-67", or as much of it as there is
 * ("+38 (067) 12"). Text that is not a Ukrainian number is left as typed, for the check to name.
 */
export function formatPhoneTyped(value: string): string {
  const national = nationalDigits(value);
  if (national === null) return value;
  if (national === '') return value;
  const area = national.slice(0, 3);
  let out = `+38 (${area}`;
  if (national.length >= 3) out += ')';
  const rest = [national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)].filter(Boolean);
  if (rest.length > 0) out += ` ${rest.join('-')}`;
  return out;
}

/** Where the caret goes in `formatted` so that `digitsAfter` digits follow it (formatting only adds digits in front). */
export function caretAfterFormatting(formatted: string, digitsAfter: number): number {
  let seen = 0;
  for (let i = formatted.length - 1; i >= 0; i--) {
    if (!/\d/.test(formatted[i] ?? '')) continue;
    if (seen === digitsAfter) return i + 1;
    seen++;
  }
  const first = formatted.search(/\d/);
  return first === -1 ? formatted.length : first;
}

export const digitCount = (text: string) => text.replace(/\D/g, '').length;
