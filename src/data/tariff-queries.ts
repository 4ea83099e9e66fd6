import { defineQuery } from './query-def';

/**
 * The tariff reads of the tariff pages and the home page's tariff block: every tariff,
 * locality and the shared terms, unfiltered, so the three warmed answers render every
 * /tariffs/{type}/{code} page offline.
 */
export const tariffQueries = {
  tariffs: defineQuery('internet_tariffs', { sort: ['sort'] }),
  localities: defineQuery('localities', { sort: ['sort'] }),
  terms: defineQuery('tariff_terms', { limit: 1 }),
};
