/**
 * wouter imports the use-sync-external-store shim for React < 18; React 19 has the hook built
 * in, so the build points the shim here (vite.config.ts) and keeps ~0.3 KB off the first load.
 */
export { useSyncExternalStore } from 'react';
