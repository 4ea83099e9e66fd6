import { defineQuery } from '../../data/query-def';

/** The promotions' one read: every published one that is neither a draft nor hidden, in order. */
export const salesQueries = {
  all: defineQuery('sales', { filter: { is_draft: { _eq: false }, is_hidden: { _eq: false } }, sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): promotions: small, and read at any time. */
export const offlineQueries = Object.values(salesQueries);
