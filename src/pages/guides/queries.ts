import { defineQuery } from '../../data/query-def';

/**
 * The guide pages' fixed reads, warmed for offline use: one per index, each with every guide
 * of its kind; the loader picks the guide in code, so a never-visited guide opens offline.
 */
export const guideQueries = {
  setupPc: defineQuery('guides', { filter: { kind: { _eq: 'setup-pc' } }, sort: ['position'] }),
  routers: defineQuery('guides', { filter: { kind: { _eq: 'routers' } }, sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the setup guides: what a subscriber reads when the line is down. */
export const offlineQueries = Object.values(guideQueries);
