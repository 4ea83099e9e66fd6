/**
 * The service worker's downloads wait while a page measures the network: real
 * BroadcastChannels (Node has them), real timers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QuietGate, announceHold } from '../../src/offline/background-gate';

const opened: QuietGate[] = [];
const releases: (() => void)[] = [];
const gate = (maxHoldMs = 5000) => {
  // Pages get 200 ms to answer: BroadcastChannel delivery is slow while other test files load the CPU.
  const g = new QuietGate(maxHoldMs, 200, 20);
  opened.push(g);
  return g;
};
const hold = () => {
  const release = announceHold();
  releases.push(release);
  return release;
};
/** Milliseconds until the gate opens, or null if it is still shut after `limit`. */
async function opensAfter(g: QuietGate, limit: number): Promise<number | null> {
  const t0 = performance.now();
  const opened = await Promise.race([g.quiet().then(() => true), new Promise<false>((r) => setTimeout(() => r(false), limit))]);
  return opened ? performance.now() - t0 : null;
}

/** Resolves once `check` holds (polled every 5 ms; fails the test after 10 s). */
async function until(check: () => boolean): Promise<void> {
  for (const t0 = performance.now(); !check(); await new Promise((r) => setTimeout(r, 5)))
    if (performance.now() - t0 > 10_000) throw new Error('condition not met within 10 s');
}

afterEach(() => {
  releases.splice(0).forEach((r) => r());
  opened.splice(0).forEach((g) => g.close());
});

describe('the service worker waits while a page measures the network', () => {
  it('opens once pages have had their turn to answer, when nobody measures', async () => {
    const waited = await opensAfter(gate(), 2000);
    expect(waited).not.toBeNull();
    expect(waited).toBeLessThan(1000);
  });

  it('stays shut while a page holds, and opens when it releases', async () => {
    const release = hold();
    const g = gate();
    expect(await opensAfter(g, 400)).toBeNull();
    release();
    expect(await opensAfter(g, 1000)).not.toBeNull();
  });

  it('a page that was measuring before the worker woke up answers its question', async () => {
    hold();
    await new Promise((r) => setTimeout(r, 50));
    // A worker started now has missed the "hold": it asks, and the page answers.
    expect(await opensAfter(gate(), 400)).toBeNull();
  });

  it('one page releasing does not open the gate while another still measures', async () => {
    const g = gate();
    const first = hold();
    hold();
    await new Promise((r) => setTimeout(r, 50));
    first();
    expect(await opensAfter(g, 400)).toBeNull();
  });

  it('a hold that is never released stops counting after its limit', async () => {
    hold();
    const g = gate(300);
    await new Promise((r) => setTimeout(r, 80));
    const waited = await opensAfter(g, 2000);
    expect(waited).not.toBeNull();
  });
});

describe('the offline set is fetched a few at a time, each through the gate', () => {
  it('runs every task once, at most `lanes` at a time, in order of the items', async () => {
    const g = gate();
    let running = 0;
    let most = 0;
    const results = await g.settleEach(
      Array.from({ length: 10 }, (_, i) => i),
      async (i) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (i === 3) throw new Error('three');
        return i * 2;
      },
      3,
    );
    expect(most).toBe(3);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'x'))).toEqual([0, 2, 4, 'x', 8, 10, 12, 14, 16, 18]);
  });

  it('a hold taken midway lets the running tasks finish and starts no other until released', async () => {
    const g = gate();
    const started: number[] = [];
    let release: (() => void) | null = null;
    const run = g.settleEach(
      Array.from({ length: 6 }, (_, i) => i),
      async (i) => {
        started.push(i);
        // The hold comes once both lanes are running: taken before the other lane's first wait
        // at the gate had ended (their timers fire apart under load), it would keep that lane out.
        if (i === 1) {
          await until(() => started.length === 2);
          release = hold();
        }
        // The running tasks last until the hold has reached the gate, however slow delivery is.
        if (i < 2) await until(() => g.holding);
      },
      2,
    );
    await until(() => g.holding);
    await new Promise((r) => setTimeout(r, 500));
    // The two lanes leave the gate's first wait on timers of their own: either may start first.
    expect([...started].sort((a, b) => a - b)).toEqual([0, 1]);
    (release as unknown as () => void)();
    await run;
    // Both lanes go on at once: each item starts once, in whichever order the lanes get to it.
    expect(started.slice(0, 2).sort((a, b) => a - b)).toEqual([0, 1]);
    expect([...started].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
