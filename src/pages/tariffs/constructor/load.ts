/**
 * The tariff constructor's piece of a page's loader: its rules in the page's language. A page
 * puts the result under `constructor` in its data and hands it to <TariffConstructor>. Speeds
 * come from the internet tariffs and services from the services list, so the site has one of each.
 */
import type { ConstructorDiscount, ConstructorTv } from '../../../domain/content/tariff-constructor';
import { translation } from '../../../domain/content/translate';
import type { Locale } from '../../../domain/locale';
import { type ConstructorRules, type MonthlyService, type TariffSpeed, constructorRules } from '../../../domain/tariff-constructor';
import { tariffQueries } from '../../../data/tariff-queries';
import type { LoaderContext } from '../../../routing/page-types';
import { constructorQueries as q } from './queries';

type Translated = { languages_code: string; name: string; description: string };
/** An item as the component shows it: its own fields, with name and description in the page's language. */
type View<T extends { translations: Translated[] }> = Omit<T, 'id' | 'status' | 'position' | 'kind' | 'translations' | 'is_active' | 'category'> & {
  name: string;
  description: string;
};

/** A speed as the loader gives it: the tariffs' names and the equipment notes that apply; the view words it. */
export interface SpeedData extends Omit<TariffSpeed, 'tariffs'> {
  tariffNames: string[];
  notes: string[];
}
/** A speed as the constructor shows it. */
export type SpeedView = SpeedData & { name: string; description: string };
export type TvView = View<ConstructorTv>;
export type ServiceView = View<MonthlyService>;
export type DiscountView = View<ConstructorDiscount>;
export type ConstructorData = ConstructorRules<SpeedData, TvView, ServiceView, DiscountView>;
export type NamedRules = ConstructorRules<SpeedView, TvView, ServiceView, DiscountView>;

function view<T extends { translations: Translated[] }>(item: T, locale: Locale): View<T> {
  const { id: _id, status: _status, position: _position, kind: _kind, translations, is_active: _active, category: _category, ...own } = item as T & Record<string, unknown>;
  const tr = translation(translations, locale);
  return { ...(own as Omit<T, 'translations'>), name: tr.name, description: tr.description } as View<T>;
}

export async function loadConstructor({ content, locale }: LoaderContext): Promise<ConstructorData> {
  const [items, tariffs, services, terms] = await Promise.all([
    q.rules.read(content),
    tariffQueries.tariffs.read(content),
    q.services.read(content),
    tariffQueries.terms.read(content),
  ]);
  const rules = constructorRules(items, tariffs, services);
  const notes = terms[0] ? translation(terms[0].translations, locale) : null;
  return {
    speeds: rules.speeds.map(({ tariffs: at, ...speed }) => ({
      ...speed,
      tariffNames: at.map((t) => translation(t.translations, locale).name),
      notes: [
        speed.speed_mbps > 100 && notes?.gigabit_note,
        at.some((t) => t.type_tp === 'internet10g') && notes?.tier10g_note,
      ].filter((n): n is string => typeof n === 'string'),
    })),
    sweetTv: rules.sweetTv.map((i) => view(i, locale)),
    megogo: rules.megogo.map((i) => view(i, locale)),
    services: rules.services.map((i) => view(i, locale)),
    discounts: rules.discounts.map((i) => view(i, locale)),
  };
}
