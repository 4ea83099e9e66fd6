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
  /** The current promotions' offers and titles, for the prices on the tariff cards. */
  promos: defineQuery('sales', {
    filter: { is_active: { _eq: true }, is_draft: { _eq: false }, is_hidden: { _eq: false } },
    sort: ['position'],
    fields: ['url_name', 'is_active', 'is_draft', 'is_hidden', 'tariff_offer', 'translations.languages_code', 'translations.title'],
  }),
};
