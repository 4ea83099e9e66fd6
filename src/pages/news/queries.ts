import { defineQuery } from '../../data/query-def';

const active = { is_active: { _eq: true } };

/** The news reads; fixed, so every article opens offline once they are warmed. */
export const newsQueries = {
  /** The list: the newest 50 active items, cards only. */
  list: defineQuery('news', {
    filter: active,
    sort: ['-date_created'],
    limit: 50,
    fields: ['id', 'date_created', 'tags', 'image', 'pdf', 'translations.languages_code', 'translations.title', 'translations.description'],
  }),
  /** Every active article with its text; the loader picks one and its neighbours by date. */
  articles: defineQuery('news', { filter: active, sort: ['-date_created'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): news (notices of works and emergencies): small, and read at any time. */
export const offlineQueries = Object.values(newsQueries);
