/**
 * How the localities of places.ts are named in addresses: "м. Запоріжжя", "с. Наталівка",
 * "сел. Кушугум" (селище: the former смт, since the 2024 reform). Shared by the street
 * suggestions (server) and any page or form that prints an address.
 */
import type { Locale } from './locale';
import type { LocalityCode } from './places';

export type SettlementKind = 'city' | 'settlement' | 'village';

export interface LocalityName {
  kind: SettlementKind;
  uk: string;
  ru: string;
}

/** The regional capital: listed first wherever localities are listed. */
export const capitalLocality: LocalityCode = 'zaporizhzhia';

export const localityNames: Record<LocalityCode, LocalityName> = {
  zaporizhzhia: { kind: 'city', uk: 'Запоріжжя', ru: 'Запорожье' },
  natalovka: { kind: 'village', uk: 'Наталівка', ru: 'Натальевка' },
  novoaleksandrovka: { kind: 'village', uk: 'Новоолександрівка', ru: 'Новоалександровка' },
  balabino: { kind: 'settlement', uk: 'Балабине', ru: 'Балабино' },
  kushugum: { kind: 'settlement', uk: 'Кушугум', ru: 'Кушугум' },
  veselyanka: { kind: 'village', uk: 'Веселянка', ru: 'Веселянка' },
  grigorievka: { kind: 'village', uk: 'Григорівка', ru: 'Григорьевка' },
  ivanoanovka: { kind: 'village', uk: 'Іванівка', ru: 'Ивановка' },
  lezhino: { kind: 'village', uk: 'Лежине', ru: 'Лежино' },
  novoyelenovka: { kind: 'village', uk: 'Новооленівка', ru: 'Новоеленовка' },
};

/** The abbreviation written before a locality's name in an address. */
export const settlementAbbr: Record<SettlementKind, Record<Locale, string>> = {
  city: { uk: 'м.', ru: 'г.' },
  settlement: { uk: 'сел.', ru: 'пос.' },
  village: { uk: 'с.', ru: 'с.' },
};

/** "м. Запоріжжя" / "г. Запорожье". */
export function localityLabel(code: LocalityCode, locale: Locale): string {
  const name = localityNames[code];
  return `${settlementAbbr[name.kind][locale]} ${name[locale]}`;
}
