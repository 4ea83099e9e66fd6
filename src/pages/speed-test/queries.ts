import { defineQuery } from '../../data/query-def';

export const speedTestQueries = {
  servers: defineQuery('speedtest', { sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the speed test cannot run offline, but its page (with the results kept on the device) opens. */
export const offlineQueries = Object.values(speedTestQueries);
