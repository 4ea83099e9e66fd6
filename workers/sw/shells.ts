/** The offline shells of both languages, kept fresh: a page never visited renders in one offline. */
import { shellPaths } from '../../src/domain/worker-paths';
import { cacheNames, gate } from './caches';

const shellRefreshMs = 60 * 60 * 1000;
let lastShellRefresh = 0;

export async function refreshShells(): Promise<void> {
  const cache = await caches.open(cacheNames.shell);
  await gate.quiet();
  await cache.addAll(Object.values(shellPaths));
  lastShellRefresh = Date.now();
}

export const shellsDue = () => Date.now() - lastShellRefresh > shellRefreshMs;

/** The shell of the language of `pathname`. */
export const shellFor = (pathname: string) => (pathname === '/ru' || pathname.startsWith('/ru/') ? shellPaths.ru : shellPaths.uk);
