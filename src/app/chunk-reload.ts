/**
 * A deploy replaces hashed chunks; a page still running the old build then fails to load one.
 * Reload to get the new build, at most once per 60 s so a real outage does not loop. A chunk
 * the network dropped is no reason: the browser fires `online` before the route is back, and a
 * reload then would throw away the page (and a delivery the outbox has on the wire) for nothing.
 */
const key = 'chunkReloadAt';
export const chunkReloadIntervalMs = 60_000;

export { isChunkLoadError } from '../offline/chunk-error';

/** The same-origin script or stylesheet a failed import names, if its message names one. */
export function failedChunkUrl(error: unknown, origin: string): string | null {
  const url = /https?:\/\/[^\s'"]+?\.(?:js|css)\b/.exec(String((error as { message?: unknown } | null)?.message))?.[0];
  return url?.startsWith(`${origin}/`) ? url : null;
}

/**
 * Reloads when the server says the failed chunk is gone (404 or 410: a newer build is live).
 * A chunk that answers, or a request that gets no answer, leaves the page as it is: the
 * import's own retry (src/offline/import-when-online.ts) fetches it again. A browser whose
 * message names no file (Safari) is reloaded as before.
 */
export async function reloadIfChunkGone(error: unknown): Promise<boolean> {
  const url = failedChunkUrl(error, location.origin);
  const status = url ? await fetch(url, { method: 'HEAD', cache: 'no-store' }).then((r) => r.status, () => 0) : 404;
  const now = Date.now();
  // Offline (by now), a reload loses the page (and what the visitor typed) for the browser's error page.
  if ((status !== 404 && status !== 410) || !navigator.onLine || now - Number(sessionStorage.getItem(key)) < chunkReloadIntervalMs) return false;
  sessionStorage.setItem(key, String(now));
  location.reload();
  return true;
}
