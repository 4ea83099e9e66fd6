import { type } from 'arktype';
import { type Locale, pick } from '../locale';
import { localityCodes } from '../places';
import { Status } from './common';

/** Kinds of street (collection address_units): вулиця, проспект, провулок, бульвар, шосе. */
export const streetTypes = ['street', 'avenue', 'lane', 'boulevard', 'highway'] as const;
export type StreetType = (typeof streetTypes)[number];

/**
 * A street of a locality the provider serves, for the connection form's suggestions
 * (GET /api/v1/address_unit/?name=). Names are stored without the type word ("Перемоги",
 * not "вулиця Перемоги"); the type is printed from `type`.
 */
export const AddressUnit = type({
  id: 'number.integer > 0',
  status: Status,
  locality: type.enumerated(...localityCodes),
  type: type.enumerated(...streetTypes),
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
});
export type AddressUnit = typeof AddressUnit.infer;

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
export function streetLabel(unit: Pick<AddressUnit, 'type' | 'name_ukr' | 'name_ru'>, locale: Locale): string {
  const name = pick(locale, unit.name_ukr, unit.name_ru);
  const label = streetTypeLabel[unit.type][locale];
  return label.after ? `${name} ${label.text}` : `${label.text} ${name}`;
}
