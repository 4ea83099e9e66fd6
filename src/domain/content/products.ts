import { type Type, type } from 'arktype';
import { AssetId, LanguageCode, RichText, Slug, Status } from './common';

import { type Availability, type CharacteristicKey, type Colour, availabilities, characteristicKeys, colours, productTypes } from '../market/codes';

export { availabilities, colours, notComparableTypes, productCategoryIds, productTypes, type ProductType } from '../market/codes';
export { characteristicKeys } from '../market/codes';
export type { Availability, Colour, CharacteristicKey } from '../market/codes';

export const AvailabilityType = type.enumerated(...availabilities) as Type<Availability>;
export const ColourType = type.enumerated(...colours) as Type<Colour>;

/** The marks a product card may carry beside its discount. */
export const ProductTag = type("'hit' | 'new' | 'recommended' | null");

export const CharacteristicKeyType = type.enumerated(...characteristicKeys) as Type<CharacteristicKey>;

/** One line of a product's characteristics, its value as printed in each language. */
export const Characteristic = type({
  key: CharacteristicKeyType,
  value_ukr: 'string > 0',
  value_ru: 'string > 0',
});
export type Characteristic = typeof Characteristic.infer;

/** A picture of the product: front view first; the gallery names each by what it shows. */
export const ProductImage = type({
  image: AssetId,
  view: "'front' | 'back' | 'side' | 'ports' | 'set'",
});
export type ProductImage = typeof ProductImage.infer;

/**
 * A product of the shop (collection products). Prices are whole hryvnias; a discounted product
 * has its old price and its discount in percent (the content check holds them in agreement).
 */
export const Product = type({
  id: 'number.integer > 0',
  status: Status,
  url: Slug,
  /** The article number printed on the page and said to the operator. */
  code: /^\d{6}$/,
  /** The model as the maker names it, the same in both languages. */
  name: 'string > 0',
  producer: 'number.integer > 0',
  category: '1 | 2 | 3 | 4',
  type: type.enumerated(...productTypes),
  price: '10 <= number.integer <= 100000',
  oldPrice: 'number.integer | null',
  discount: '1 <= number.integer <= 90 | null',
  tag: ProductTag,
  availability: AvailabilityType,
  colour: ColourType.array().atLeastLength(1),
  /** 0-100: how often subscribers choose it; the catalogue's default order. */
  popularity: '0 <= number.integer <= 100',
  order: 'number.integer',
  images: ProductImage.array().atLeastLength(1),
  /** Other modifications of the same model (ids), shown on the product page's third tab. */
  modifications: type('number.integer > 0').array(),
  main_characteristics: Characteristic.array().atLeastLength(1),
  additional_characteristics: Characteristic.array(),
  translations: type({
    languages_code: LanguageCode,
    /** One sentence under the name on cards and in search results. */
    summary: 'string > 0',
    description: RichText,
  })
    .array()
    .exactlyLength(2),
});
export type Product = typeof Product.infer;

/** A maker of products (collection producer); `products` lists their ids. */
export const Producer = type({
  id: 'number.integer > 0',
  status: Status,
  url: Slug,
  name: 'string > 0',
  products: type('number.integer > 0').array(),
});
export type Producer = typeof Producer.infer;
