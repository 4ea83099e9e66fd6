/**
 * What one server instance counts of the speed test: made by createSpeedtestState() when the
 * app is built and handed to its routes, so two servers in one process never share a count.
 */
import type { ReceiveLedger } from './receive-ledger';
import { TestTimelines } from './test-timelines';
import { ByteTimeline } from './timeline';

export interface SpeedtestState {
  /**
   * Bytes sent by garbage and __down, received by uploads that completed, and received by uploads
   * their client cut off. They stay beside the per-test timelines: they also count clients
   * that tag no test (LibreSpeed's, Cloudflare's), and over wall-clock windows for the bench.
   */
  counters: { sent: number; received: number; receivedPartial: number };
  /** When downloads' bytes were handed to the sockets. */
  sentTimeline: ByteTimeline;
  /** When uploads' bytes were read from the sockets (the same reads the receive profiles report). */
  receivedTimeline: ByteTimeline;
  /** Every upload's bytes by test, for clients that tag their uploads with ?tid=. */
  testTimelines: TestTimelines;
  /** One receive ledger per connection (uploads on one keep-alive connection follow each other). */
  ledgers: WeakMap<object, ReceiveLedger>;
}

export function createSpeedtestState(): SpeedtestState {
  return {
    counters: { sent: 0, received: 0, receivedPartial: 0 },
    sentTimeline: new ByteTimeline(),
    receivedTimeline: new ByteTimeline(),
    testTimelines: new TestTimelines(),
    ledgers: new WeakMap(),
  };
}

export function countSent(state: SpeedtestState, bytes: number): void {
  state.counters.sent += bytes;
  state.sentTimeline.add(bytes);
}
