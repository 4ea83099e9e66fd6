/** What the address check answers for each street found: the house's coverage where the data knows it, the street's otherwise. */
import type { AddressUnit } from '../../domain/content/address-units';
import type { Suggestion } from '../../domain/street-search';

export type Coverage = 'covered' | 'planned' | 'unknown';

export interface StreetAnswer extends Suggestion {
  /** The street's coverage (cover.json's lists). */
  street: Coverage;
  /** The house asked about, normalised ("12А"); null when none was given. */
  house: string | null;
  /** The house's own coverage from the street's list; null when the data does not know the house. */
  houseCoverage: 'covered' | 'planned' | null;
}

/** What decides the answer: the house where it is known, else the street. */
export const coverageOf = (a: StreetAnswer): Coverage => a.houseCoverage ?? a.street;

export interface CoverageSets {
  covered: ReadonlySet<number>;
  planned: ReadonlySet<number>;
  units: ReadonlyMap<number, AddressUnit>;
}

export function answerStreets(found: Suggestion[], house: string | null, sets: CoverageSets): StreetAnswer[] {
  return found.map((x) => {
    const houses = sets.units.get(x.id)?.houses;
    const houseCoverage = house && houses ? (houses.covered.includes(house) ? 'covered' : houses.planned.includes(house) ? 'planned' : null) : null;
    const street: Coverage = sets.covered.has(x.id) ? 'covered' : sets.planned.has(x.id) ? 'planned' : 'unknown';
    return { ...x, street, house, houseCoverage };
  });
}
