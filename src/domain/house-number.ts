/**
 * House numbers as a visitor types them and as addresses write them ("12", "12А", "12/1"):
 * the plain part, without arktype, that the coverage page runs as the visitor types.
 * The schema that checks the result is content/house.ts, shared with the server.
 */

/** The longest text the house field takes; a valid number is shorter (houseNumberPattern). */
export const houseInputLength = 12;

/** Digits without a leading zero, then one letter or a fraction ("/1"): 1 to 9999, "12А", "12/1". */
export const houseNumberPattern = /^[1-9]\d{0,3}(?:[А-ЯҐЄІЇ]|\/[1-9]\d{0,2})?$/;

/** Latin letters that look like Cyrillic ones, typed on the wrong keyboard layout. */
const lookalikes: Record<string, string> = { A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', I: 'І', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х' };

/** "12 а", "12-а", "12a" and "12А" are one house: upper case, no spaces, no hyphen before a letter. */
export function normalizeHouse(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleUpperCase('uk')
    .replace(/\s+/g, '')
    .replace(/[-‐‑‒–—](?=\D)/g, '')
    .replace(/[ABCEHIKMOPTX]/g, (c) => lookalikes[c] ?? c);
}
