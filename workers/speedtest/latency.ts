/** Latency probes: small GETs of `empty` on a warm keep-alive connection. */
import type { LatencyStats } from '../../src/domain/speedtest/protocol';
import { type EngineContext, fresh, lean } from './context';
import { jitter, median, stalls } from './stats';

export async function probe(ctx: EngineContext, ping: string, signal = ctx.signal): Promise<number> {
  const url = fresh(ping);
  const started = ctx.now();
  const response = await ctx.fetch(url, { ...lean, signal });
  await response.arrayBuffer();
  const wall = ctx.now() - started;
  // Resource Timing excludes the time the request waited to be sent; fall back to the wall clock.
  const timed = ctx.timing(url);
  return timed !== null && timed > 0 && timed <= wall ? timed : wall;
}

/**
 * Warm-up: until the last `window` probes agree, or on a jittery line (whose own jitter keeps
 * them from agreeing) until their median holds still; at most `maxMs` (?start=1 has already
 * waited for the page to settle).
 */
export const warmup = { window: 5, maxMs: 1000 };

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.05 * Math.min(a, b));

/** True once the last probes spread by at most max(1 ms, 5 % of the least of them). */
export function warmedUp(samples: readonly number[]): boolean {
  const recent = samples.slice(-warmup.window);
  if (recent.length < warmup.window) return false;
  return close(Math.max(...recent), Math.min(...recent));
}

/**
 * True once the median of the last probes agrees with that of the probes before them, within
 * the same max(1 ms, 5 %): a line whose jitter spreads every group as widely, while a browser
 * still busy from opening the page delays the earlier group more.
 */
export function jitterLevel(samples: readonly number[]): boolean {
  const w = warmup.window;
  if (samples.length < 2 * w) return false;
  return close(median(samples.slice(-w)), median(samples.slice(-2 * w, -w)));
}

/**
 * A pause before each probe, so that each finds the path and both ends at rest (as ping
 * spaces its probes): back to back, a probe met the server and the browser still busy with the
 * last reply, which showed as jitter on clean links.
 */
export const idleGapMs = 10;

/**
 * Idle samples: 20, or as many as fit in 1 s on a long path (at least 10), counted from the
 * warm-up's agreeing probes, which are the first of them.
 */
export const idleProbes = { count: 20, least: 10, maxMs: 1000 };

async function spacedProbe(ctx: EngineContext, ping: string): Promise<{ at: number; rtt: number }> {
  await ctx.sleep(idleGapMs);
  const at = ctx.now();
  return { at, rtt: await probe(ctx, ping) };
}

export async function idleLatency(ctx: EngineContext, ping: string, count = idleProbes.count): Promise<LatencyStats> {
  // Warm the connection: its handshake is not a round trip, and the first requests on it
  // still run through cold paths (allocations, JIT, the server's first reply). A page that
  // has just opened (the ?start=1 shortcut) is still busy loading and laying out, and a busy
  // browser delays its own network events by milliseconds: go on warming until the probes agree.
  const warm: { at: number; rtt: number }[] = [];
  const warmStarted = ctx.now();
  const rtts = () => warm.map((p) => p.rtt);
  while (!warmedUp(rtts()) && !jitterLevel(rtts()) && ctx.now() - warmStarted < warmup.maxMs) warm.push(await spacedProbe(ctx, ping));
  // Probes that agree were taken at rest as the idle ones are: they are the first samples.
  // A jittery line's warm-up probes are not kept: a busy browser's delays would hide in its jitter.
  const agreed = warmedUp(rtts()) ? warm.slice(-warmup.window) : [];
  const samples: number[] = [];
  const started = agreed[0]?.at ?? ctx.now();
  const add = (rtt: number) => {
    samples.push(rtt);
    ctx.emit({ type: 'progress', phase: 'latency', reading: rtt, progress: samples.length / count, sample: { t: samples.length - 1, reading: rtt } });
  };
  for (const p of agreed) add(p.rtt);
  while (samples.length < count && (samples.length < idleProbes.least || ctx.now() - started < idleProbes.maxMs)) add((await spacedProbe(ctx, ping)).rtt);
  const stalled = stalls(samples);
  return {
    median: median(samples),
    min: Math.min(...samples),
    jitter: jitter(samples.filter((_, i) => !stalled[i])),
    stalls: stalled.filter(Boolean).length,
    samples,
  };
}

/** A probe under load: when it was sent (ms, the engine's clock) and its round trip. */
export interface TimedProbe {
  at: number;
  rtt: number;
}

/**
 * How often a probe goes out under load: the slow end of 100-250 ms, since each probe's head
 * crosses the line beside the measured bytes and reads as a shortfall of a slow upload.
 */
export const loadedProbeMs = 250;

/** Probes every `intervalMs` until stopped, on the connection left free by the transfer. */
export function loadedProbes(ctx: EngineContext, ping: string, stop: AbortSignal, intervalMs = loadedProbeMs): Promise<TimedProbe[]> {
  const samples: TimedProbe[] = [];
  return (async () => {
    while (!stop.aborted) {
      const started = ctx.now();
      try {
        samples.push({ at: started, rtt: await probe(ctx, ping, stop) });
      } catch {
        break;
      }
      const wait = intervalMs - (ctx.now() - started);
      if (wait > 0) await ctx.sleep(wait, stop).catch(() => undefined);
    }
    return samples;
  })();
}

/**
 * The round trips that count as "under load": those sent once the transfer reached its
 * plateau (`from`, ms on the engine's clock), when the link was full. Probes during the ramp
 * see a queue that is still filling and pull the rise down. All of them when fewer than 3
 * fall after it.
 */
export function loadedSamples(probes: readonly TimedProbe[], from: number): number[] {
  const busy = probes.filter((p) => p.at >= from).map((p) => p.rtt);
  return busy.length >= 3 ? busy : probes.map((p) => p.rtt);
}
