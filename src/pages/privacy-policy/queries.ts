import { defineQuery } from '../../data/query-def';

/** The policy's one read, warmed for offline use (the consent boxes link here). */
export const privacyQueries = {
  policy: defineQuery('privacy_policy', { limit: 1 }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the privacy policy: every form's consent box and the cookie notice link to it. */
export const offlineQueries = Object.values(privacyQueries);
