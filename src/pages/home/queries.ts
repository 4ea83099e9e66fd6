import { defineQuery } from '../../data/query-def';

const visibleSale = { is_active: { _eq: true }, is_draft: { _eq: false }, is_hidden: { _eq: false } };
const newsCard = ['id', 'date_created', 'tags', 'image', 'translations.languages_code', 'translations.title', 'translations.description'];

/** The home page's reads; all are warmed for offline use (outage mode reads the notices). */
export const homeQueries = {
  slides: defineQuery('slider', { sort: ['position'] }),
  advantages: defineQuery('advantages', { sort: ['position'] }),
  /** Newest questions first; career questions are dropped by category in the loader. */
  latestFaq: defineQuery('faq', { sort: ['-date_created'], limit: 12, fields: ['id', 'category', 'url_key', 'question_ukr', 'question_ru', 'date_created'] }),
  faqCategories: defineQuery('faq_category', { filter: { audience: { _eq: 'subscribers' } }, sort: ['position'], fields: ['id', 'url_key'] }),
  /** The cards' fields only: a promotion's conditions and details weigh on the page, not on the card. */
  sales: defineQuery('sales', {
    filter: visibleSale,
    sort: ['position'],
    limit: 3,
    fields: ['id', 'url_name', 'image', 'translations.languages_code', 'translations.title', 'translations.description', 'translations.period'],
  }),
  news: defineQuery('news', { filter: { is_active: { _eq: true } }, sort: ['-date_created'], limit: 4, fields: newsCard }),
  /** Technical works and emergencies, for outage mode. */
  notices: defineQuery('news', {
    filter: { is_active: { _eq: true }, tags: { _in: ['technical-works', 'emergency'] } },
    sort: ['-date_created'],
    limit: 3,
    fields: newsCard,
  }),
  /** The shop carousel: the most popular products, as cards. */
  popularProducts: defineQuery('products', {
    sort: ['-popularity', 'order'],
    limit: 8,
    fields: ['id', 'url', 'code', 'name', 'producer', 'category', 'type', 'price', 'oldPrice', 'discount', 'tag', 'availability', 'colour', 'popularity', 'images', 'translations.languages_code', 'translations.summary'],
  }),
  producers: defineQuery('producer', { fields: ['id', 'name'] }),
  shopCategories: defineQuery('categories', { fields: ['id', 'url'] }),
  routerGuides: defineQuery('guides', {
    filter: { kind: { _eq: 'routers' } },
    sort: ['position'],
    fields: ['id', 'url_key', 'translations.languages_code', 'translations.title'],
  }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the home page's blocks. */
export const offlineQueries = Object.values(homeQueries);
