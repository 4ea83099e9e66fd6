import { type ConstructorData, loadConstructor } from './constructor/load';
import type { LocalityCode, TariffType } from '../../domain/places';
import { isLocalityCode, isTariffType, tariffTypes } from '../../domain/places';
import type { InternetTariff, LocalityPage, TariffTerms } from '../../domain/content/tariffs';
import { translation } from '../../domain/content/translate';
import { localityTariffsMeta } from '../../domain/locality-meta';
import { type LoaderContext, NotFoundError, type PageMeta } from '../../routing/page-types';
import { tariffQueries as q } from '../../data/tariff-queries';
import { type TariffPromo, tariffPromos } from '../../domain/tariff-offers';

export interface TariffGroup {
  type: TariffType;
  tariffs: InternetTariff[];
}

export interface TariffsData {
  /** The type of /tariffs/{type}; none on /tariffs. */
  type: TariffType | null;
  groups: TariffGroup[];
  localities: LocalityPage[];
  terms: TariffTerms;
  /** The latest price date of what is shown: "prices as of". */
  priceDate: string;
  /** The promotions that change what a tariff costs, shown on its card. */
  promos: TariffPromo[];
  /** The tariff constructor's rules (on /tariffs and its type pages). */
  constructorRules?: ConstructorData;
}

export interface LocalityData extends TariffsData {
  type: TariffType;
  locality: LocalityPage;
  meta: PageMeta;
}

async function read({ content }: LoaderContext) {
  const [tariffs, localities, terms, sales] = await Promise.all([
    q.tariffs.read(content),
    q.localities.read(content),
    q.terms.read(content),
    q.promos.read(content),
  ]);
  if (!terms[0]) throw new Error('tariff_terms has no published item');
  return { tariffs, localities, terms: terms[0], promos: tariffPromos(sales) };
}

const latest = (tariffs: InternetTariff[]) => tariffs.reduce((d, t) => (t.price_date > d ? t.price_date : d), '');

function group(tariffs: InternetTariff[], types: readonly TariffType[], code?: LocalityCode): TariffGroup[] {
  return types.map((type) => ({ type, tariffs: tariffs.filter((t) => t.type_tp === type && (!code || t.localities.includes(code))) }));
}

/** /tariffs and /tariffs/{type}: every housing type's tariffs, the chosen type first. */
export async function loadTariffs(ctx: LoaderContext): Promise<TariffsData> {
  const { tariffs, localities, terms, promos } = await read(ctx);
  const type = isTariffType(ctx.params.type) ? ctx.params.type : null;
  const types = type ? [type, ...tariffTypes.filter((t) => t !== type)] : tariffTypes;
  return { type, groups: group(tariffs, types), localities, terms, promos, priceDate: latest(tariffs), constructorRules: await loadConstructor(ctx) };
}

/** /tariffs/{type}/{code}: one type's tariffs offered in one locality, with its connection text. */
export async function loadLocalityTariffs(ctx: LoaderContext): Promise<LocalityData> {
  const { type, code } = ctx.params;
  if (!isTariffType(type) || !isLocalityCode(code)) throw new NotFoundError(`No tariffs page ${type ?? ''}/${code ?? ''}`);
  const { tariffs, localities, terms, promos } = await read(ctx);
  const locality = localities.find((l) => l.code === code);
  if (!locality) throw new NotFoundError(`No locality ${code}`);
  const groups = group(tariffs, [type], code);
  return {
    type,
    groups,
    localities,
    terms,
    promos,
    locality,
    priceDate: latest(groups[0]?.tariffs ?? []) || latest(tariffs),
    // The locality in its locative ("у Кушугумі"), so the title, H1 and description each name it.
    meta: localityTariffsMeta(type, translation(terms.translations, ctx.locale), translation(locality.translations, ctx.locale)),
  };
}
