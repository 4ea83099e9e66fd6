/**
 * Code fetched on demand (a layout part, a form, the menu drawer) can fail to arrive: the
 * connection drops before the service worker has the chunk, or the network blinks. React.lazy
 * keeps a failed load for good, and an error it throws takes the whole page down. Here a
 * failed import waits instead: it tries again when the browser reports the connection back,
 * or after a growing pause (2 s, 4 s, ... up to 60 s), until it loads. The part simply shows
 * once it can; everything else on the page keeps working meanwhile. A chunk the server no
 * longer has (a deploy) reloads the page instead (src/app/chunk-reload.ts).
 */
import { lazy } from 'react';
import { isChunkLoadError } from './chunk-error';

/** Whatever component React.lazy accepts, whatever its props. */
export type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer T }> ? T : never;

export const firstRetryMs = 2000;
export const maxRetryMs = 60_000;

function nextChance(waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    window.addEventListener('online', done);
  });
}

/** `importer()` until it gives a module (a failed chunk can also come back empty). */
export async function importWhenOnline<T>(importer: () => Promise<T>): Promise<T> {
  for (let waitMs = firstRetryMs; ; waitMs = Math.min(waitMs * 2, maxRetryMs)) {
    try {
      const mod = await importer();
      if (mod != null) return mod;
    } catch (error) {
      // A module that arrived and then failed as it ran is a defect, not the network: said at
      // once, not waited on for ever. Offline, anything may be the network: tried again below.
      if (!isChunkLoadError(error) && (typeof navigator === 'undefined' || navigator.onLine)) throw error;
    }
    await nextChance(waitMs);
  }
}

/** React.lazy over `importWhenOnline`: suspends (shows its fallback) until the code is here. */
export function lazyWhenOnline<T extends LazyComponent>(importer: () => Promise<{ default: T }>) {
  return lazy(() => importWhenOnline(importer));
}
