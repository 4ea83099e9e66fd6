import { defineQuery } from '../../data/query-def';

/** Fields of a question in the search index (no answers: the list stays small). */
export const indexFields = ['id', 'category', 'position', 'url_key', 'question_ukr', 'question_ru', 'meta_data'];

/**
 * The FAQ pages' fixed reads, warmed for offline use: loaders pick the category or question
 * they need in code, so every category (and the search over the index) works offline.
 */
export const faqQueries = {
  /** Subscriber categories; the career category belongs to the vacancies page. */
  categories: defineQuery('faq_category', { filter: { audience: { _eq: 'subscribers' } }, sort: ['position'] }),
  /** Every question with its answer, for the category pages. */
  questions: defineQuery('faq', { sort: ['position'] }),
  /** Every question without its answer, for searching when the network is gone. */
  index: defineQuery('faq', { sort: ['position'], fields: indexFields }),
  /** The TV setup guide, shown as the fixed FAQ article /faq/tv-setup. */
  tvGuide: defineQuery('guides', { filter: { kind: { _eq: 'tv' } }, sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the FAQ: what a subscriber reads when the line is down. */
export const offlineQueries = Object.values(faqQueries);
