import { defineQuery } from '../../../data/query-def';

/** The tariff constructor's own rules (partner TV and discounts), and the services it can add (the same read as /additional's). */
export const constructorQueries = {
  rules: defineQuery('tariff_constructor', { sort: ['position'], limit: -1 }),
  services: defineQuery('services', { filter: { is_active: { _eq: true } }, sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the tariff constructor's rules, so /tariffs counts a total offline too. */
export const offlineQueries = Object.values(constructorQueries);
