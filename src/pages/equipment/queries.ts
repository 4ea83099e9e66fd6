import { defineQuery } from '../../data/query-def';

/**
 * The shop's reads: every product, its makers and the categories, unfiltered, so the catalogue,
 * every product page and compare render offline once these are warmed (a few dozen products).
 */
export const shopQueries = {
  products: defineQuery('products', { sort: ['order', 'id'], limit: -1 }),
  producers: defineQuery('producer', { fields: ['id', 'url', 'name', 'products'], sort: ['name'] }),
  categories: defineQuery('categories', { sort: ['order'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it), with every product's pictures. */
export const offlineQueries = Object.values(shopQueries);
