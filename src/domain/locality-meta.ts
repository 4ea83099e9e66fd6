/** How a page about one locality names it: the same words on /tariffs/{type}/{code}, /{type}/{code} and /cover/{city}. */
import type { TariffType } from './places';
import type { LocalityPage, TariffTerms } from './content/tariffs';

/** A title, and as the description the title followed by the locality's own text where there is one. */
export const placeMeta = (title: string, intro?: string) => ({ title, description: intro ? `${title}. ${intro}` : title });

/** "Інтернет для приватного будинку у Кушугумі": the type's title and the locality in its locative. */
export const localityTariffsMeta = (type: TariffType, terms: TariffTerms['translations'][number], locality: LocalityPage['translations'][number]) =>
  placeMeta(`${terms.type_titles[type]} ${locality.name_in}`, locality.intro);
