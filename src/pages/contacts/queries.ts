import { defineQuery } from '../../data/query-def';

/**
 * The contacts page's own read (the offices, phones and messengers are site data, read with
 * every page); warmed, so the page opens offline.
 */
export const contactsQueries = {
  departments: defineQuery('departments', { sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): contacts: whom to call when the line is down. */
export const offlineQueries = Object.values(contactsQueries);
