import { streetLabel } from '../../domain/street-label';
import { translation } from '../../domain/content/translate';
import { localityLabel } from '../../domain/localities';
import type { LocalityCode } from '../../domain/places';
import type { LoaderContext } from '../../routing/page-types';
import { paymentQueries as q } from './queries';

export interface CashPoint {
  id: number;
  place: string;
  address: string;
  hours: string;
}

export interface PointGroup {
  locality: LocalityCode;
  name: string;
  points: CashPoint[];
}

export interface PaymentsData {
  groups: PointGroup[];
  count: number;
}

/** /payment-methods: the payment partner's cash points by locality (content order), with their addresses in the page's language. */
export async function loadPayments({ content, locale }: LoaderContext): Promise<PaymentsData> {
  const [points, streets] = await Promise.all([
    q.points.read(content),
    q.streets.read(content),
  ]);
  const streetOf = new Map(streets.map((s) => [s.id, s]));
  const groups = new Map<LocalityCode, PointGroup>();
  for (const p of points) {
    const street = streetOf.get(p.street);
    const tr = translation(p.translations, locale);
    let group = groups.get(p.locality);
    if (!group) groups.set(p.locality, (group = { locality: p.locality, name: localityLabel(p.locality, locale), points: [] }));
    const address = street ? `${streetLabel(street, locale)}, ${p.house}` : p.house;
    group.points.push({ id: p.id, place: tr.place, address, hours: tr.hours });
  }
  return { groups: [...groups.values()], count: points.length };
}
