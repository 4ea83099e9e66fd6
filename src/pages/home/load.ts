import type { LoaderContext, PageMeta } from '../../routing/page-types';
import { localityTariffsMeta } from '../../domain/locality-meta';
import { translation } from '../../domain/content/translate';
import type { Faq } from '../../domain/content/faq';
import type { Guide } from '../../domain/content/guides';
import type { News } from '../../domain/content/news';
import type { Sale } from '../../domain/content/sales';
import type { Advantage, Slide } from '../../domain/content/site';
import { tariffQueries } from '../../data/tariff-queries';
import { newSubscriberOffer, tariffPromos } from '../../domain/tariff-offers';
import { isLocalityCode, isTariffType } from '../../domain/places';
import type { HomeTariffsProps } from '../../domain/tariff-offers';
import { type ProductCard, productCard } from '../../domain/market/view';
import { homeQueries as q } from './queries';

export type FaqLink = Pick<Faq, 'id' | 'url_key' | 'question_ukr' | 'question_ru'> & { categoryKey: string };
export type NewsCard = Pick<News, 'id' | 'date_created' | 'tags' | 'image' | 'translations'>;
export type GuideLink = Pick<Guide, 'id' | 'url_key' | 'translations'>;

export interface HomeData {
  slides: Slide[];
  advantages: Advantage[];
  faq: FaqLink[];
  sales: Sale[];
  news: NewsCard[];
  notices: NewsCard[];
  routerGuides: GuideLink[];
  /** What the heading says of the network: the fastest tariff (Mbit/s) and how many localities around the city it reaches. */
  reach: { maxSpeed: number; around: number };
  /** The shop carousel's cards: the most popular products. */
  products: ProductCard[];
  /** The tariff block: the route's housing type (apartments on /) and locality. */
  tariffs: HomeTariffsProps;
  /** /{type}/{code}: the type and locality as its title, H1 and description say them. */
  meta?: PageMeta;
}

/** Latest FAQ shown on the home page. */
export const latestFaqCount = 5;

/** The home page's content: slider, advantages, latest FAQ, promotions, news, and what outage mode needs. */
export async function loadHome({ content, params, locale }: LoaderContext): Promise<HomeData> {
  const [slides, advantages, faq, categories, sales, news, notices, routerGuides, allTariffs, localities, promoSales, [terms], popular, producers, shopCategories] = await Promise.all([
    q.slides.read(content),
    q.advantages.read(content),
    q.latestFaq.read(content),
    q.faqCategories.read(content),
    q.sales.read(content),
    q.news.read(content),
    q.notices.read(content),
    q.routerGuides.read(content),
    tariffQueries.tariffs.read(content),
    tariffQueries.localities.read(content),
    tariffQueries.promos.read(content),
    tariffQueries.terms.read(content),
    q.popularProducts.read(content),
    q.producers.read(content),
    q.shopCategories.read(content),
  ]);
  const keyOf = new Map(categories.map((c) => [c.id, c.url_key]));
  const latest = faq
    .filter((f) => keyOf.has(f.category))
    .slice(0, latestFaqCount)
    .map((f) => ({ id: f.id, url_key: f.url_key, question_ukr: f.question_ukr, question_ru: f.question_ru, categoryKey: keyOf.get(f.category) as string }));
  const type = isTariffType(params.type) ? params.type : 'appartament';
  const code = isLocalityCode(params.code) ? params.code : null;
  const tariffs = allTariffs.filter((t) => t.type_tp === type && (!code || t.localities.includes(code)));
  // The heading's figures, from the data: the fastest tariff, and the localities around the city.
  const reach = { maxSpeed: Math.max(...allTariffs.filter((t) => t.type_tp !== 'business').map((t) => t.speed)), around: localities.filter((l) => l.code !== 'zaporizhzhia').length };
  const locality = code ? localities.find((l) => l.code === code) : undefined;
  const place = locality && terms && localityTariffsMeta(type, translation(terms.translations, locale), translation(locality.translations, locale));
  return {
    slides,
    advantages,
    faq: latest,
    sales,
    news,
    notices,
    routerGuides,
    reach,
    products: popular.map((p) => productCard(p, { producers, categories: shopCategories }, locale)),
    tariffs: { type, code, tariffs, promos: tariffPromos(promoSales), offer: terms ? newSubscriberOffer(terms) : null },
    ...(place ? { meta: place } : {}),
  };
}
