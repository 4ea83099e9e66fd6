import type { LoaderContext } from '../../routing/page-types';
import type { Faq } from '../../domain/content/faq';
import type { Guide } from '../../domain/content/guides';
import type { News } from '../../domain/content/news';
import type { Sale } from '../../domain/content/sales';
import type { Advantage, Slide } from '../../domain/content/site';
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
}

/** Latest FAQ shown on the home page. */
export const latestFaqCount = 5;

/** The home page's content: slider, advantages, latest FAQ, promotions, news, and what outage mode needs. */
export async function loadHome({ content }: LoaderContext): Promise<HomeData> {
  const [slides, advantages, faq, categories, sales, news, notices, routerGuides] = await Promise.all([
    content.items(q.slides.collection, q.slides.query),
    content.items(q.advantages.collection, q.advantages.query),
    content.items(q.latestFaq.collection, q.latestFaq.query),
    content.items(q.faqCategories.collection, q.faqCategories.query),
    content.items(q.sales.collection, q.sales.query),
    content.items(q.news.collection, q.news.query),
    content.items(q.notices.collection, q.notices.query),
    content.items(q.routerGuides.collection, q.routerGuides.query),
  ]);
  const keyOf = new Map(categories.map((c) => [c.id, c.url_key]));
  const latest = faq
    .filter((f) => keyOf.has(f.category))
    .slice(0, latestFaqCount)
    .map((f) => ({ id: f.id, url_key: f.url_key, question_ukr: f.question_ukr, question_ru: f.question_ru, categoryKey: keyOf.get(f.category) as string }));
  return { slides, advantages, faq: latest, sales, news, notices, routerGuides };
}
