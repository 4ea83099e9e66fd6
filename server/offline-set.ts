/** GET /offline-set.json: the content the service worker saves for offline use (src/domain/offline-set.ts). */
import type { FastifyInstance } from 'fastify';
import { type OfflineSet, offlineSetPath } from '../src/domain/offline-set';
import { warmUrls } from '../src/entry-server';

export function registerOfflineSet(app: FastifyInstance): void {
  // The list is the build's: the same for every request while this server runs.
  const set: OfflineSet = { urls: warmUrls() };
  app.get(offlineSetPath, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return set;
  });
}
