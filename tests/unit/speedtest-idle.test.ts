import { describe, expect, it } from 'vitest';
import type { FromWorker } from '../../src/domain/speedtest/protocol';
import type { EngineContext } from '../../workers/speedtest/context';
import { idleGapMs, idleLatency, idleProbes, warmup } from '../../workers/speedtest/latency';

/** A line whose probes take `rtts(i)` ms each: our clock moves only through sleeps and probes. */
function simulatedLine(rtts: (i: number) => number) {
  let now = 0;
  let sent = 0;
  const messages: FromWorker[] = [];
  const ctx = {
    now: () => now,
    timeOrigin: 0,
    signal: new AbortController().signal,
    emit: (m: FromWorker) => messages.push(m),
    timing: () => null,
    sleep: (ms: number) => {
      now += ms;
      return Promise.resolve();
    },
    fetch: () => {
      now += rtts(sent++);
      return Promise.resolve(new Response(''));
    },
  } as unknown as EngineContext;
  return { ctx, messages, sent: () => sent, now: () => now };
}

describe('idle latency', () => {
  it('counts the warm-up’s agreeing probes as the first samples', async () => {
    // The connection's first request is slow; the rest agree at 20 ms.
    const line = simulatedLine((i) => (i === 0 ? 60 : 20));
    const idle = await idleLatency(line.ctx, 'http://server/empty');
    expect(idle.samples).toHaveLength(idleProbes.count);
    expect(idle.median).toBe(20);
    expect(idle.jitter).toBe(0);
    // Six warm-up probes (the slow one and five that agree), then the rest of the count.
    expect(line.sent()).toBe(1 + idleProbes.count);
    expect(line.now()).toBe(60 + idleProbes.count * 20 + (1 + idleProbes.count) * idleGapMs);
    // Every sample is shown as it is taken, numbered from 0.
    const shown = line.messages.flatMap((m) => (m.type === 'progress' && m.phase === 'latency' ? [m.sample?.t] : []));
    expect(shown).toEqual([...Array(idleProbes.count).keys()]);
  });

  it('on a long path stops a second after the agreeing probes began, with at least the least count', async () => {
    const line = simulatedLine((i) => (i === 0 ? 300 : 100));
    const idle = await idleLatency(line.ctx, 'http://server/empty');
    expect(idle.samples.length).toBeGreaterThanOrEqual(idleProbes.least);
    expect(idle.samples.length).toBeLessThan(idleProbes.count);
    // The first agreeing probe went out after the slow one: 300 + 2 gaps.
    const windowStart = 300 + 2 * idleGapMs;
    expect(line.now() - windowStart).toBeGreaterThanOrEqual(idleProbes.maxMs);
    expect(line.now() - windowStart).toBeLessThan(idleProbes.maxMs + 100 + idleGapMs);
  });

  it('ends the warm-up on a jittery line once the probes’ median holds still, and keeps none of them', async () => {
    // 20 ms ± 4 ms at random (a fixed sequence): five in a row never lie within 1 ms.
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const jittery = Array.from({ length: 200 }, () => 16 + 8 * random());
    const line = simulatedLine((i) => jittery[i] as number);
    const idle = await idleLatency(line.ctx, 'http://server/empty');
    const warmProbes = line.sent() - idleProbes.count;
    expect(warmProbes).toBeGreaterThanOrEqual(2 * warmup.window);
    // A second of warm-up holds 33 probes of 30 ms.
    expect(warmProbes).toBeLessThan(20);
    const round = (xs: readonly number[]) => xs.map((x) => Math.round(x * 1e6) / 1e6);
    expect(round(idle.samples)).toEqual(round(jittery.slice(warmProbes, warmProbes + idleProbes.count)));
  });

  it('does not take a browser still busy from opening the page for a jittery line', async () => {
    // Delays falling by 4 ms a probe, then a quiet 20 ms: the groups' medians differ until it is quiet.
    const line = simulatedLine((i) => Math.max(20, 44 - 4 * i));
    const idle = await idleLatency(line.ctx, 'http://server/empty');
    expect(idle.samples.slice(0, warmup.window)).toEqual(Array(warmup.window).fill(20));
    expect(idle.median).toBe(20);
  });

  it('keeps no warm-up probe when a jittery line never lets them agree', async () => {
    // 20 ms ± 4 ms, alternating: five in a row never lie within 1 ms, and every other group's median differs by 8.
    const line = simulatedLine((i) => 20 + (i % 2 ? 4 : -4));
    const idle = await idleLatency(line.ctx, 'http://server/empty');
    const warmProbes = Math.ceil(warmup.maxMs / (20 + idleGapMs));
    expect(line.sent()).toBe(warmProbes + idleProbes.count);
    expect(idle.samples).toHaveLength(idleProbes.count);
    expect(idle.jitter).toBe(8);
  });
});
