/** Requests the worker never answers from a cache: measurements and the product API. */
import { apiPrefix, measurementPaths, measurementPrefix } from '../../src/domain/worker-paths';

export function neverCached(url: URL): boolean {
  return url.pathname.startsWith(measurementPrefix) || url.pathname.startsWith(apiPrefix) || (measurementPaths as readonly string[]).includes(url.pathname);
}

/** For Chromium's static routing (install): requests matching these never wake the worker. */
export const measurementPatterns = [`${measurementPrefix}*`, ...measurementPaths];
