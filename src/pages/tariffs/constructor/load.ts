/**
 * The tariff constructor's piece of a page's loader: its rules in the page's language. A page
 * puts the result under `constructor` in its data and hands it to <TariffConstructor>.
 */
import type { ConstructorDiscount, ConstructorService, ConstructorSpeed, ConstructorTv } from '../../../domain/content/tariff-constructor';
import { translation } from '../../../domain/content/translate';
import type { Locale } from '../../../domain/locale';
import { type ConstructorRules, constructorRules } from '../../../domain/tariff-constructor';
import type { LoaderContext } from '../../../routing/page-types';
import { constructorQueries as q } from './queries';

type Translated = { languages_code: string; name: string; description: string };
/** An item as the component shows it: its own fields, with name and description in the page's language. */
type View<T extends { translations: Translated[] }> = Omit<T, 'id' | 'status' | 'position' | 'kind' | 'translations'> & { name: string; description: string };

export type SpeedView = View<ConstructorSpeed>;
export type TvView = View<ConstructorTv>;
export type ServiceView = View<ConstructorService>;
export type DiscountView = View<ConstructorDiscount>;
export type ConstructorData = ConstructorRules<SpeedView, TvView, ServiceView, DiscountView>;

function view<T extends { id: number; status: string; position: number; kind: string; translations: Translated[] }>(item: T, locale: Locale): View<T> {
  const { id: _id, status: _status, position: _position, kind: _kind, translations, ...own } = item;
  const tr = translation(translations, locale);
  return { ...own, name: tr.name, description: tr.description };
}

export async function loadConstructor({ content, locale }: LoaderContext): Promise<ConstructorData> {
  const rules = constructorRules(await content.items(q.rules.collection, q.rules.query));
  return {
    speeds: rules.speeds.map((i) => view(i, locale)),
    sweetTv: rules.sweetTv.map((i) => view(i, locale)),
    megogo: rules.megogo.map((i) => view(i, locale)),
    services: rules.services.map((i) => view(i, locale)),
    discounts: rules.discounts.map((i) => view(i, locale)),
  };
}
