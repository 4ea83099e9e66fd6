/**
 * Products as the product API answers them (GET /api/v1/market/...), in one language: a card
 * for lists, the whole product for its page.
 */
import type { Category } from '../content/site';
import type { Characteristic, Producer, Product } from '../content/products';
import { type CharacteristicKey, notComparableTypes } from './codes';
import { assetUrl, translation } from '../content/translate';
import { type Locale, pick } from '../locale';

export interface ProductCard {
  id: number;
  url: string;
  code: string;
  name: string;
  summary: string;
  /** Its category's id and link. */
  type: number;
  category: string;
  producer: { id: number; name: string };
  price: number;
  oldPrice: number | null;
  discount: number | null;
  tag: Product['tag'];
  availability: Product['availability'];
  colour: Product['colour'];
  popularity: number;
  image: string;
  comparable: boolean;
}

export interface ProductDetail extends ProductCard {
  description: string;
  images: { url: string; view: Product['images'][number]['view'] }[];
  main_characteristics: { key: CharacteristicKey; value: string }[];
  additional_characteristics: { key: CharacteristicKey; value: string }[];
  modifications: number[];
  equipment_type: number;
}

export interface MarketRefs {
  producers: readonly Pick<Producer, 'id' | 'name'>[];
  categories: readonly Pick<Category, 'id' | 'url'>[];
}

const valueIn = (locale: Locale) => (c: Characteristic) => ({ key: c.key, value: pick(locale, c.value_ukr, c.value_ru) });

export function productCard(p: Product, refs: MarketRefs, locale: Locale): ProductCard {
  const maker = refs.producers.find((m) => m.id === p.producer);
  return {
    id: p.id,
    url: p.url,
    code: p.code,
    name: p.name,
    summary: translation(p.translations, locale).summary,
    type: p.category,
    category: refs.categories.find((c) => c.id === p.category)?.url ?? '',
    producer: { id: p.producer, name: maker?.name ?? '' },
    price: p.price,
    oldPrice: p.oldPrice,
    discount: p.discount,
    tag: p.tag,
    availability: p.availability,
    colour: p.colour,
    popularity: p.popularity,
    image: assetUrl(p.images[0]?.image ?? ''),
    comparable: !notComparableTypes.has(p.type),
  };
}

export function productDetail(p: Product, refs: MarketRefs, locale: Locale): ProductDetail {
  return {
    ...productCard(p, refs, locale),
    description: translation(p.translations, locale).description,
    images: p.images.map((i) => ({ url: assetUrl(i.image), view: i.view })),
    main_characteristics: p.main_characteristics.map(valueIn(locale)),
    additional_characteristics: p.additional_characteristics.map(valueIn(locale)),
    modifications: p.modifications,
    equipment_type: p.type,
  };
}
