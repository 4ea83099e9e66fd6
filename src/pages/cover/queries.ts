import { defineQuery } from '../../data/query-def';

/** The coverage map's reads, warmed so the city list and the address check work offline. */
export const coverQueries = {
  cover: defineQuery('cover', { filter: { url_key: { _eq: 'default' } } }),
  /** Every street with its houses, to answer the check without the suggestions API (offline). */
  streets: defineQuery('address_units', { fields: ['id', 'status', 'locality', 'type', 'name_ukr', 'name_ru', 'houses'], limit: -1 }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the coverage map: the localities and the address check answer offline. */
export const offlineQueries = Object.values(coverQueries);
