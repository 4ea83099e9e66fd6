import { defineQuery } from '../../data/query-def';

/**
 * The TV pages' reads: every TV tariff, the whole channel list and its categories, the
 * partners and the TV terms. Unfiltered, so the warmed answers render /tv, both partner pages
 * and their comparisons offline.
 */
export const tvQueries = {
  tariffs: defineQuery('tv_tariffs', { sort: ['position'] }),
  channels: defineQuery('tv_channels', { fields: ['id', 'position', 'name_ukr', 'name_ru', 'category', 'hd', 'football', 'tariffs'], sort: ['position'], limit: -1 }),
  categories: defineQuery('tv_channel_categories', { sort: ['position'] }),
  partners: defineQuery('partners', { sort: ['id'] }),
  terms: defineQuery('tv_terms', { limit: 1 }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): TV tariffs, the channel list, the partners and the TV figures: /tv, /sweet-tv, /megogo and their comparisons render from these. */
export const offlineQueries = Object.values(tvQueries);
