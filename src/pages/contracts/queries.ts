import { defineQuery } from '../../data/query-def';

/**
 * The legal documents' one fixed read, warmed for offline use: every category with its
 * documents; the loader picks a document in code, so any document opens offline.
 */
export const contractsQueries = {
  categories: defineQuery('document_category', { sort: ['position'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the legal documents (the contract, the rules): every /contracts page renders from one answer. */
export const offlineQueries = Object.values(contractsQueries);
