import { defineQuery } from '../../data/query-def';

/** The policy's one read, warmed for offline use (the consent boxes link here). */
export const privacyQueries = {
  policy: defineQuery('privacy_policy', { limit: 1 }),
};
