/**
 * How a street is written in an address, apart from the address units' schema (src/domain/content/address-units.ts)
 * so that a page printing streets does not load arktype.
 */
import { type Locale, pick } from './locale';

/** Kinds of street (collection address_units): вулиця, проспект, провулок, бульвар, шосе. */
export const streetTypes = ['street', 'avenue', 'lane', 'boulevard', 'highway'] as const;
export type StreetType = (typeof streetTypes)[number];

/**
 * How each type is written in an address: before the name ("вул. Перемоги") or, for a
 * highway, after it ("Оріхівське шосе"), as Ukrainian and Russian addresses do.
 */
export const streetTypeLabel: Record<StreetType, Record<Locale, { text: string; after?: true }>> = {
  street: { uk: { text: 'вул.' }, ru: { text: 'ул.' } },
  avenue: { uk: { text: 'просп.' }, ru: { text: 'просп.' } },
  lane: { uk: { text: 'пров.' }, ru: { text: 'пер.' } },
  boulevard: { uk: { text: 'бульв.' }, ru: { text: 'бул.' } },
  highway: { uk: { text: 'шосе', after: true }, ru: { text: 'шоссе', after: true } },
};

/** "вул. Перемоги", "Оріхівське шосе" in the given language. */
export function streetLabel(unit: { type: StreetType; name_ukr: string; name_ru: string }, locale: Locale): string {
  const name = pick(locale, unit.name_ukr, unit.name_ru);
  const label = streetTypeLabel[unit.type][locale];
  return label.after ? `${name} ${label.text}` : `${label.text} ${name}`;
}
