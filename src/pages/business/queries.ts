import { defineQuery } from '../../data/query-def';

/** The business page's reads; warmed, so the page opens offline. */
export const businessQueries = {
  tariffs: defineQuery('business_tariffs', { sort: ['position'] }),
  services: defineQuery('business_services', { sort: ['position'] }),
  customers: defineQuery('business_customers', { sort: ['position'] }),
  testimonials: defineQuery('business_testimonials', { sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): business tariffs: a page of the tariffs the offline page promises. */
export const offlineQueries = Object.values(businessQueries);
