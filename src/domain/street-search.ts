/**
 * Street search over the address_units collection, shared by the suggestions API
 * (server/api/address-units.ts) and the pages that search offline (the coverage check).
 * Matches Ukrainian and Russian names whatever the case, the apostrophe (' ʼ ’) or the type
 * word ("вул.", "проспект", "шоссе"); answers in the given language, the regional capital
 * first, then alphabetically.
 */
import type { AddressUnit } from './content/address-units';
import { type StreetType, streetLabel } from './street-label';
import { capitalLocality, localityLabel, localityNames } from './localities';
import { pick, type Locale } from './locale';
import type { LocalityCode } from './places';

export const suggestionLimit = 20;

export interface Suggestion {
  id: number;
  /** "вул. Перемоги" / "ул. Победы". */
  name: string;
  type: StreetType;
  locality: LocalityCode;
  /** "Запоріжжя" / "Запорожье". */
  locality_name: string;
  /** "м. Запоріжжя, вул. Перемоги" / "г. Запорожье, ул. Победы". */
  full: string;
}

const apostrophes = /['ʼ’‘`´ʹ′]/g;

/**
 * Lower case, no apostrophes (so "Солов'яненка", "Соловʼяненка" and "Соловяненка" agree),
 * letters people often type for one another folded (ї and a Latin i as і, є and ё as е, ґ as г),
 * one kind of hyphen, dots and commas as spaces.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('uk')
    .replace(apostrophes, '')
    .replace(/[ёє]/g, 'е')
    .replace(/[їi]/g, 'і')
    .replace(/ґ/g, 'г')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/[\s.,;]+/g, ' ')
    .trim();
}

/** Type words as typed, in either language, in full or abbreviated. */
const typeWords = new Map<string, StreetType>([
  ...['вулиця', 'вул', 'улица', 'ул'].map((w) => [w, 'street'] as const),
  ...['проспект', 'просп', 'пр', 'пр-т', 'пр-кт'].map((w) => [w, 'avenue'] as const),
  ...['провулок', 'пров', 'переулок', 'пер'].map((w) => [w, 'lane'] as const),
  ...['бульвар', 'бульв', 'бул', 'б-р'].map((w) => [w, 'boulevard'] as const),
  ...['шосе', 'шоссе'].map((w) => [w, 'highway'] as const),
]);
/** Words written before a locality's name: "м. Запоріжжя", "селище Кушугум". */
const settlementWords = new Set(['м', 'місто', 'г', 'город', 'с', 'село', 'сел', 'селище', 'смт', 'пос', 'поселок', 'пгт']);

const localityByName = new Map<string, LocalityCode>(
  (Object.entries(localityNames) as [LocalityCode, (typeof localityNames)[LocalityCode]][]).flatMap(([code, n]) => [
    [normalize(n.uk), code],
    [normalize(n.ru), code],
  ]),
);

interface Query {
  /** Words every match holds (each a part of the name), after the type and locality words are gone. */
  words: string[];
  /** The type named in the text: the whole query when nothing else is left ("проспект"). */
  type: StreetType | null;
  locality: LocalityCode | null;
}

/** Reads "Перемоги", "вул. Перемоги" or a picked suggestion "м. Запоріжжя, вул. Перемоги". */
export function parseQuery(text: string): Query {
  let locality: LocalityCode | null = null;
  let rest = text;
  const comma = text.indexOf(',');
  if (comma > 0) {
    const place = normalize(text.slice(0, comma))
      .split(' ')
      .filter((w) => !settlementWords.has(w))
      .join(' ');
    const code = localityByName.get(place);
    if (code) {
      locality = code;
      rest = text.slice(comma + 1);
    }
  }
  let type: StreetType | null = null;
  const words: string[] = [];
  for (const word of normalize(rest).split(' ')) {
    if (!word) continue;
    const t = typeWords.get(word);
    if (t) type ??= t;
    else words.push(word);
  }
  return { words, type, locality };
}

interface Entry {
  unit: AddressUnit;
  uk: string;
  ru: string;
}

function sorted(entries: Entry[], locale: Locale): Entry[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const name = (e: Entry) => pick(locale, e.unit.name_ukr, e.unit.name_ru);
  return [...entries].sort(
    (a, b) =>
      Number(b.unit.locality === capitalLocality) - Number(a.unit.locality === capitalLocality) ||
      collator.compare(name(a), name(b)) ||
      collator.compare(localityNames[a.unit.locality][locale], localityNames[b.unit.locality][locale]) ||
      a.unit.id - b.unit.id,
  );
}

/** The matching published streets, in the answer's order, at most `limit`. */
export function createSuggester(units: readonly AddressUnit[]) {
  const entries = units.filter((u) => u.status === 'published').map((unit) => ({ unit, uk: normalize(unit.name_ukr), ru: normalize(unit.name_ru) }));
  const byLocale: Record<Locale, Entry[]> = { uk: sorted(entries, 'uk'), ru: sorted(entries, 'ru') };
  return (text: string, locale: Locale, limit = suggestionLimit): Suggestion[] => {
    const { words, type, locality } = parseQuery(text);
    if (words.length === 0 && !type) return [];
    const found: Suggestion[] = [];
    for (const { unit, uk, ru } of byLocale[locale]) {
      if (locality && unit.locality !== locality) continue;
      if (words.length === 0 ? unit.type !== type : !words.every((w) => uk.includes(w) || ru.includes(w))) continue;
      const name = streetLabel(unit, locale);
      found.push({
        id: unit.id,
        name,
        type: unit.type,
        locality: unit.locality,
        locality_name: localityNames[unit.locality][locale],
        full: `${localityLabel(unit.locality, locale)}, ${name}`,
      });
      if (found.length === limit) break;
    }
    return found;
  };
}
