/**
 * A deploy replaces hashed chunks; a page still running the old build then fails to load one.
 * Reload to get the new build, at most once per 60 s so a real outage does not loop.
 */
const key = 'chunkReloadAt';
export const chunkReloadIntervalMs = 60_000;

export { isChunkLoadError } from '../offline/chunk-error';

export function reloadAfterChunkError(now = Date.now()): boolean {
  // Offline, a reload loses the page (and what the visitor typed) for the browser's error page.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < chunkReloadIntervalMs) return false;
  sessionStorage.setItem(key, String(now));
  window.location.reload();
  return true;
}
