import { type } from 'arktype';
import { localityCodes } from '../places';
import { IsoDate, LanguageCode, Status } from './common';

/** Who a tariff is for: the housing types of /tariffs/{type}, and business. */
export const InternetTariffType = type("'appartament' | 'privat' | 'internet10g' | 'business'");
export type InternetTariffType = typeof InternetTariffType.infer;

export const Locality = type.enumerated(...localityCodes);

/** A TV plan included in an internet tariff, with how many channels it brings. */
const IncludedTv = type({ name_ukr: 'string > 0', name_ru: 'string > 0', channels: 'number.integer > 0' });

/** An internet tariff (collection internet_tariffs): price per 30 days, speed, included TV. */
export const InternetTariff = type({
  id: 'number.integer > 0',
  status: Status,
  type_tp: InternetTariffType,
  sort: 'number.integer',
  /** UAH per 30-day billing period. */
  cost: 'number.integer > 0',
  /** Mbit/s. */
  speed: 'number.integer > 0',
  /** The sweet.tv plan included, if any. */
  included_tv_tariff: IncludedTv.or('null'),
  /** The MEGOGO subscription included, if any. */
  included_megogo_tariff: IncludedTv.or('null'),
  recommended: 'boolean',
  /** Where it is offered. */
  localities: Locality.array().atLeastLength(1),
  /** The day its price was last set: the "prices as of" date. */
  price_date: IsoDate,
  translations: type({ languages_code: LanguageCode, name: 'string > 0', bonuses: type('string > 0').array() })
    .array()
    .atLeastLength(2),
});
export type InternetTariff = typeof InternetTariff.infer;

/**
 * A locality's connection landing (collection localities): what the connection costs there
 * and what is particular to it; the blocks every locality shares are in tariff_terms.
 */
export const LocalityPage = type({
  id: 'number.integer > 0',
  status: Status,
  code: Locality,
  sort: 'number.integer',
  /** UAH, once. */
  connection_cost: 'number.integer >= 0',
  /** The fastest speed its network carries, Mbit/s. */
  max_speed: 'number.integer > 0',
  translations: type({
    languages_code: LanguageCode,
    /** "у Запоріжжі", "у Балабиному": the name (domain/localities.ts) as it follows "internet". */
    name_in: 'string > 0',
    intro: 'string > 0',
    features: type('string > 0').array().atLeastLength(1),
    /** What this locality's connection price includes beyond the shared list. */
    'included_extra?': 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type LocalityPage = typeof LocalityPage.infer;

/** The blocks every tariff and locality page shares (collection tariff_terms, one item). */
export const TariffTerms = type({
  id: 'number.integer > 0',
  status: Status,
  /** The housing types whose new subscribers get the first month of the tariff free (their cards say so). */
  new_subscriber_offer_types: InternetTariffType.array(),
  translations: type({
    languages_code: LanguageCode,
    /** Who pays what for the connection: garage cooperatives and dacha plots. */
    connection_note: 'string > 0',
    included: type('string > 0').array().atLeastLength(1),
    principle: type('string > 0').array().atLeastLength(1),
    billing: type('string > 0').array().atLeastLength(1),
    /** The new subscriber's first month free, as a tariff card says it next to the price. */
    new_subscriber_offer: 'string > 0',
    /** Above 100 Mbit/s: the equipment a gigabit line needs. */
    gigabit_note: 'string > 0',
    /** The 10G tier: router ports, Wi-Fi and top-ups. */
    tier10g_note: 'string > 0',
    unlimited: 'string > 0',
    /** "Інтернет для квартири": section headings and, with a locality's name_in, page titles. */
    type_titles: { appartament: 'string > 0', privat: 'string > 0', internet10g: 'string > 0' },
  })
    .array()
    .atLeastLength(2),
});
export type TariffTerms = typeof TariffTerms.infer;
