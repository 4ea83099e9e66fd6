import { type } from 'arktype';
import { LanguageCode, Slug, Status } from './common';

/** Name and the sentence that explains the choice (or, for a discount, when and how it applies). */
const Texts = type({
  languages_code: LanguageCode,
  name: 'string > 0',
  description: 'string > 0',
})
  .array()
  .atLeastLength(2);

/** Whole hryvnias per 30-day billing period. */
const Price = 'number.integer > 0';

const common = {
  id: 'number.integer > 0',
  status: Status,
  /** Order within its kind. */
  position: 'number.integer',
  /** Stable key of the choice within its kind (e.g. "500", "optimal"). */
  code: Slug,
  translations: Texts,
} as const;

/** A package of a partner TV service: sweet.tv's packages, megogo's subscriptions. */
export const ConstructorTv = type({
  ...common,
  kind: "'sweet_tv' | 'megogo'",
  price: Price,
  channels: 'number.integer > 0',
  /** Films and series in the package's library. */
  'movies?': 'number.integer > 0',
  /** Sport channels included. */
  'sport?': 'boolean',
  'recommended?': 'boolean',
});

/**
 * A combination discount: it applies when at least `partners` partner TV services (1 or 2) are
 * chosen with internet, at `min_speed_mbps` or faster if set; either `percent` off the total or
 * `amount` hryvnias off it. Of the rules that apply, the one saving most is taken.
 */
export const ConstructorDiscount = type({
  ...common,
  kind: "'discount'",
  partners: '1 | 2',
  'min_speed_mbps?': 'number.integer > 0',
  'percent?': '1 <= number.integer <= 50',
  'amount?': 'number.integer > 0',
}).narrow((rule, ctx) => ('percent' in rule) !== ('amount' in rule) || ctx.reject({ path: ['percent'], expected: 'either percent or amount, not both' }));

/** One rule of the tariff constructor (collection tariff_constructor), by its kind. */
// Speeds come from internet_tariffs and services from services (domain/tariff-constructor.ts).
export const ConstructorItem = ConstructorTv.or(ConstructorDiscount);
export type ConstructorItem = typeof ConstructorItem.infer;
export type ConstructorTv = typeof ConstructorTv.infer;
export type ConstructorDiscount = typeof ConstructorDiscount.infer;
export type ConstructorKind = ConstructorItem['kind'];
