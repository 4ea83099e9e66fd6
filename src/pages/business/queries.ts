import { defineQuery } from '../../data/query-def';

/** The business page's reads; warmed, so the page opens offline. */
export const businessQueries = {
  tariffs: defineQuery('business_tariffs', { sort: ['position'] }),
  services: defineQuery('business_services', { sort: ['position'] }),
  customers: defineQuery('business_customers', { sort: ['position'] }),
  testimonials: defineQuery('business_testimonials', { sort: ['position'] }),
};
