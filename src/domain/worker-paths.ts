/**
 * Paths outside the route table that the server serves and the service worker treats apart:
 * the offline shells, the measurement endpoints it must never stand in front of, the content
 * reads and images it caches.
 */

/** The page a language's offline shell is kept under (rendered by the server, cached by the worker). */
export const shellPaths = { uk: '/__shell', ru: '/ru/__shell' } as const;

/** The speed test's endpoints: a detour through the worker would measure it, not the network. */
export const measurementPrefix = '/speedtest/';
export const measurementPaths = ['/__down', '/__up'] as const;

/** The product API: answers are the visitor's own and current, never kept. */
export const apiPrefix = '/api/';

/** Content images and documents, and the content API's reads. */
export const contentAssetsPrefix = '/content/assets/';
export const contentReadPattern = /^\/content\/(items|fields)\//;
