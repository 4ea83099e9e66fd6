import type { AddressUnit } from '../../domain/content/address-units';
import { translation } from '../../domain/content/translate';
import { placeMeta } from '../../domain/locality-meta';
import { pick } from '../../domain/locale';
import { localityNames } from '../../domain/localities';
import { isLocalityCode, type LocalityCode } from '../../domain/places';
import { type LoaderContext, NotFoundError, type PageMeta } from '../../routing/page-types';
import { tariffQueries } from '../../data/tariff-queries';
import { coverQueries as q } from './queries';

export interface AreaView {
  locality: LocalityCode;
  name: string;
  polygon: [number, number][];
}

export interface CoverData {
  areas: AreaView[];
  covered: number[];
  planned: number[];
  streets: AddressUnit[];
  /** The locality of /cover/{city}; null on /cover. */
  city: LocalityCode | null;
  meta?: PageMeta;
}

/** /cover and /cover/{city}: the served areas in the page's language and the streets for the check. */
export async function loadCover({ content, locale, params }: LoaderContext): Promise<CoverData> {
  const city = params.city === undefined ? null : isLocalityCode(params.city) ? params.city : null;
  if (params.city !== undefined && !city) throw new NotFoundError();
  const [[cover], streets, localities] = await Promise.all([
    q.cover.read(content),
    q.streets.read(content),
    // The locality's own text describes /cover/{city} (the tariff pages' read, warmed for offline).
    city ? tariffQueries.localities.read(content) : [],
  ]);
  if (!cover) throw new NotFoundError();
  const intro = city ? localities.find((l) => l.code === city)?.translations : undefined;
  return {
    areas: cover.areas.map((a) => ({ locality: a.locality, name: pick(locale, a.name_ukr, a.name_ru), polygon: a.polygon })),
    covered: cover.covered,
    planned: cover.planned,
    streets,
    city,
    ...(city ? { meta: placeMeta(`${pick(locale, cover.title_ukr, cover.title_ru)}: ${localityNames[city][locale]}`, intro && translation(intro, locale).intro) } : {}),
  };
}
