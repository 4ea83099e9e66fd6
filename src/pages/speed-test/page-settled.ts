/** The ?start=1 shortcut's wait: the test starts once the page has loaded and had a quiet moment. */
import { announceHold } from '../../offline/background-gate';

/**
 * Resolves after the load event, an idle moment and at least 2 s since the page was opened
 * (lazy parts of the page still load after the load event), or after 4 s whatever happens.
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, 4000);
    const done = () => {
      clearTimeout(limit);
      setTimeout(resolve, Math.max(0, 2000 - performance.now()));
    };
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 1000 }) : setTimeout(done, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Calls `start` once the page has settled: the idle ping of a page still loading measures the
 * page (docs/speed-test.md). The service worker waits from now on. Returns the cancel.
 */
export function whenPageSettled(start: () => void): () => void {
  const hold = announceHold();
  let live = true;
  void pageSettled().then(() => {
    if (live) start();
    hold();
  });
  return () => {
    live = false;
    hold();
  };
}
