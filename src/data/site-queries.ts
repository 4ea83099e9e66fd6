import { defineQuery } from './query-def';

/** The reads behind the site-wide data (layout and shared blocks). */
export const siteQueries = {
  phones: defineQuery('phones', { sort: ['position'] }),
  categories: defineQuery('categories', { sort: ['order'] }),
  settings: defineQuery('settings', { limit: 1 }),
  socials: defineQuery('socials', { sort: ['position'] }),
  offices: defineQuery('offices', { sort: ['position'] }),
  routeTitles: defineQuery('route_url', { fields: ['name', 'meta_title_ukr', 'meta_title_ru'] }),
};
