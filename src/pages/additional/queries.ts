import { defineQuery } from '../../data/query-def';

/** /additional's reads; warmed, so the page opens offline. */
export const servicesQueries = {
  categories: defineQuery('services_category', { sort: ['position'] }),
  services: defineQuery('services', { filter: { is_active: { _eq: true } }, sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): additional services: asked about when the line is down. */
export const offlineQueries = Object.values(servicesQueries);
