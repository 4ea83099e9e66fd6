/**
 * The page's idea of whether the server is reachable: a probe of `/healthz` decides, except that
 * an `offline` event which comes while a probe is still out wins over that probe's late answer
 * (the speed-test page once showed "online" after the connection dropped, because its first
 * probe answered just after the event).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fetch whose answers the test releases one by one. */
function heldFetch() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve: () => resolve(new Response('ok')), reject });
      }),
  );
  return { fetch, pending };
}

async function load() {
  vi.resetModules();
  const { onlineStatus } = await import('../../src/offline/use-online');
  return onlineStatus;
}

let win: EventTarget;
beforeEach(() => {
  win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('online status', () => {
  it('an offline event overrules a probe that was already out', async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const status = await load();
    status.subscribe(() => {});
    expect(fetch).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('offline'));
    expect(status.get()).toBe(false);
    pending[0]!.resolve(); // the earlier probe's answer arrives late
    await settle();
    expect(status.get()).toBe(false);
  });

  it('a probe sent after the connection is back brings the page online again', async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const status = await load();
    const changes = vi.fn();
    status.subscribe(changes);
    win.dispatchEvent(new Event('offline'));
    win.dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]!.resolve();
    await settle();
    expect(status.get()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('a probe that cannot reach the server takes the page offline and tries again in 15 s', async () => {
    vi.useFakeTimers();
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const status = await load();
    status.subscribe(() => {});
    pending[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(status.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(status.get()).toBe(true);
  });

  it('reads the probe\'s answer to its end, so the request does not hold a connection until the timeout', async () => {
    const answer = new Response('{"status":"ok"}');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
    const status = await load();
    status.subscribe(() => {});
    await settle();
    expect(answer.bodyUsed).toBe(true);
    expect(status.get()).toBe(true);
  });
});
