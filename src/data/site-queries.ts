import { defineQuery } from './query-def';

/** The reads behind the site-wide data (layout and shared blocks). */
export const siteQueries = {
  phones: defineQuery('phones', { sort: ['position'] }),
  /** The footer's shop column: its links' categories, in the column's order. */
  footerShop: defineQuery('footers', {
    filter: { column: { _eq: 'shop' } },
    sort: ['position'],
    fields: ['id', 'category.id', 'category.url', 'category.name_ukr', 'category.name_ru'],
  }),
  settings: defineQuery('settings', { limit: 1 }),
  socials: defineQuery('socials', { sort: ['position'] }),
  offices: defineQuery('offices', { sort: ['position'] }),
  routeTitles: defineQuery('route_url', { fields: ['name', 'meta_title_ukr', 'meta_title_ru'] }),
};
