import { type } from 'arktype';
import { AssetId, IsoDate, LanguageCode, RichText, Slug, Status } from './common';

/** Who a promotion is for. */
export const SaleAudience = type("'new-subscribers' | 'all-subscribers' | 'housing-associations'");
export type SaleAudience = typeof SaleAudience.infer;

/**
 * What a promotion does to a tariff's price, for the tariff cards to show next to it: a
 * percentage off for some 30-day periods, or `get` periods for the price of `pay` paid at once.
 */
export const TariffOffer = type({
  kind: "'percent'",
  percent: '1 <= number.integer <= 100',
  periods: 'number.integer > 0',
  types: type("'appartament' | 'privat' | 'internet10g'").array().atLeastLength(1),
}).or({
  kind: "'free-months'",
  pay: 'number.integer > 0',
  get: 'number.integer > 0',
  types: type("'appartament' | 'privat' | 'internet10g'").array().atLeastLength(1),
});
export type TariffOffer = typeof TariffOffer.infer;

/** A promotion (collection sales); current ones have is_active, archived ones not. */
export const Sale = type({
  id: 'number.integer > 0',
  status: Status,
  url_name: Slug,
  position: 'number.integer',
  is_active: 'boolean',
  is_draft: 'boolean',
  is_hidden: 'boolean',
  audience: SaleAudience,
  /** First and last day; an open-ended promotion has no end. */
  date_start: IsoDate,
  'date_end?': IsoDate,
  image: AssetId,
  /** A product the promotion is about: equipment/{category}/{id}. */
  'product?': { category: Slug, id: 'number.integer > 0' },
  'tariff_offer?': TariffOffer,
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    description: 'string > 0',
    /** The period as printed, e.g. "1 квітня — 31 травня 2021". */
    period: 'string > 0',
    conditions: type('string > 0').array().atLeastLength(1),
    /** How to take part, in order. */
    steps: type('string > 0').array().atLeastLength(1),
    details_label: 'string > 0',
    details: RichText,
    page_title: 'string > 0',
    page_description: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type Sale = typeof Sale.infer;
