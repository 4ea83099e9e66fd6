/** A chunk (or its CSS) that did not arrive, by the message each browser gives the failed import. */
export function isChunkLoadError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk \d+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      message,
    )
  );
}
