/**
 * Content queries take turns: one runs per event-loop iteration, so requests queued behind
 * several heavy queries (health checks, pages, cache hits) are served between them instead of
 * after all of them. The queue is bounded; past it the API answers 503 with Retry-After.
 */
export class Busy extends Error {
  override name = 'Busy';
}

export function createTurns(maxWaiting = 256) {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function pump(): void {
    scheduled = true;
    setImmediate(() => {
      const next = waiting.shift();
      if (!next) {
        scheduled = false;
        return;
      }
      next();
      pump();
    });
  }

  /** Resolves when it is this caller's turn; the caller's synchronous work then runs alone. */
  return function turn(): Promise<void> {
    if (waiting.length >= maxWaiting) return Promise.reject(new Busy('The content service is busy; try again shortly'));
    return new Promise((resolve) => {
      waiting.push(resolve);
      if (!scheduled) pump();
    });
  };
}
