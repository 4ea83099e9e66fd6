/**
 * Background traffic (service-worker installs, offline warming) waits while something that
 * measures the network is running, so a speed test never shares the line with our own
 * downloads.
 */
let holds = 0;
let waiters: (() => void)[] = [];

/** Holds background traffic back until the returned release is called. */
export function holdBackgroundTraffic(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0) {
      const ready = waiters;
      waiters = [];
      ready.forEach((resolve) => resolve());
    }
  };
}

/** Resolves once nothing holds background traffic back (at once when nothing does). */
export function whenBackgroundAllowed(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}
