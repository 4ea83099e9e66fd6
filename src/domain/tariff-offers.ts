/** The promotions that change what a tariff costs, as the tariff cards show them next to the price. */
import type { Sale, TariffOffer } from './content/sales';
import type { InternetTariff, InternetTariffType, TariffTerms } from './content/tariffs';
import type { LocalityCode, TariffType } from './places';

export interface TariffPromo {
  url_name: string;
  offer: TariffOffer;
  /** Only the titles: a promotion's conditions and details stay on its own page. */
  translations: { languages_code: 'uk' | 'ru'; title: string }[];
}

/** The current, visible promotions that carry a tariff offer, in their order. */
export function tariffPromos(sales: readonly Pick<Sale, 'url_name' | 'is_active' | 'is_draft' | 'is_hidden' | 'tariff_offer' | 'translations'>[]): TariffPromo[] {
  return sales
    .filter((s) => s.is_active && !s.is_draft && !s.is_hidden && s.tariff_offer)
    .map((s) => ({ url_name: s.url_name, offer: s.tariff_offer as TariffOffer, translations: s.translations.map(({ languages_code, title }) => ({ languages_code, title })) }));
}

/** The promotions for one tariff: those whose offer covers its housing type. */
export const promosFor = (promos: readonly TariffPromo[], tariff: Pick<InternetTariff, 'type_tp'>): TariffPromo[] =>
  promos.filter((p) => (p.offer.types as readonly string[]).includes(tariff.type_tp));

/** What the tariff costs under the offer: the discounted price per 30 days, or the one payment for the whole term. */
export function offerPrice(offer: TariffOffer, cost: number): number {
  // In kopecks, so that 30 % off 255 is 178,50 and not a float's 178,49999.
  return offer.kind === 'percent' ? Math.round(cost * (100 - offer.percent)) / 100 : cost * offer.pay;
}

/** The standing condition of a new subscriber's connection (the first month free), from tariff_terms. */
export interface NewSubscriberOffer {
  types: readonly InternetTariffType[];
  translations: { languages_code: 'uk' | 'ru'; text: string }[];
}

/** Only what a card says: the terms' other blocks stay on the tariff pages. */
export const newSubscriberOffer = (terms: Pick<TariffTerms, 'new_subscriber_offer_types' | 'translations'>): NewSubscriberOffer => ({
  types: terms.new_subscriber_offer_types,
  translations: terms.translations.map(({ languages_code, new_subscriber_offer }) => ({ languages_code, text: new_subscriber_offer })),
});

/** What the home page's tariff block shows (src/pages/tariffs/home-tariffs-part.tsx renders it). */
export interface HomeTariffsProps {
  type: TariffType;
  code: LocalityCode | null;
  tariffs: InternetTariff[];
  /** The promotions that change what a tariff costs, shown on its card. */
  promos: TariffPromo[];
  /** The new subscriber's first month free, on the cards of the types it applies to. */
  offer: NewSubscriberOffer | null;
}
