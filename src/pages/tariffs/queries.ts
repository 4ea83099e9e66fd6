import { defineQuery } from '../../data/query-def';

/**
 * The tariff pages' reads: every tariff, locality and the shared terms, unfiltered, so the
 * three warmed answers render every /tariffs/{type}/{code} page offline.
 */
export const tariffQueries = {
  tariffs: defineQuery('internet_tariffs', { sort: ['sort'] }),
  localities: defineQuery('localities', { sort: ['sort'] }),
  terms: defineQuery('tariff_terms', { limit: 1 }),
};
