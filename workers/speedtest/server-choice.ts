/** Which measurement server a test uses: the nearest by round trip, asked of all at once. */
import type { SpeedTestServer } from '../../src/domain/speedtest/protocol';
import { childAbort, type EngineContext, endpointsOf } from './context';
import { probe } from './latency';
import { median } from './stats';

/** Probes per server after the one that opens its connection, and how long the choice may take. */
export const serverChoice = { probes: 3, deadlineMs: 2000 };

/**
 * The server with the lowest median round trip. Every server is probed at the same time; one
 * that has not answered all its probes by the deadline (or refused them) is not chosen.
 */
export async function nearestServer(ctx: EngineContext, servers: SpeedTestServer[]): Promise<SpeedTestServer> {
  if (servers.length === 0) throw new Error('No speed-test server is configured');
  if (servers.length === 1) return servers[0] as SpeedTestServer;
  ctx.signal.throwIfAborted();
  // Ended by the deadline or by the visitor's stop.
  const choosing = childAbort(ctx.signal);
  choosing.cutAfter(serverChoice.deadlineMs, new Error('No time left to choose a server'));
  const roundTrip = async (server: SpeedTestServer) => {
    // The first request opens the connection: its handshake is not a round trip of the path.
    const ping = endpointsOf(server).ping;
    await probe(ctx, ping, choosing.signal);
    const samples: number[] = [];
    for (let i = 0; i < serverChoice.probes; i++) samples.push(await probe(ctx, ping, choosing.signal));
    return median(samples);
  };
  const trips = await Promise.allSettled(servers.map(roundTrip)).finally(choosing.release);
  ctx.signal.throwIfAborted();
  let best: { server: SpeedTestServer; rtt: number } | null = null;
  for (const [i, trip] of trips.entries()) {
    if (trip.status === 'fulfilled' && (!best || trip.value < best.rtt)) best = { server: servers[i] as SpeedTestServer, rtt: trip.value };
  }
  if (!best) throw new Error('No speed-test server answered');
  return best.server;
}
