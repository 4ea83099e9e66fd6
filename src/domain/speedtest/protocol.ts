/**
 * The speed test's message protocol between the page and its dedicated worker, and the
 * result it produces. The worker measures; the page only draws.
 */
import type { LossResult } from './loss';

export type Phase = 'server' | 'latency' | 'download' | 'upload' | 'done';

/** A server's own names for LibreSpeed's four endpoints (from a LibreSpeed server list), as URLs or paths. */
export interface SpeedTestEndpoints {
  download: string;
  upload: string;
  ping: string;
  ip: string;
}

export interface SpeedTestServer {
  /** Base URL of the LibreSpeed-protocol endpoints, e.g. "/speedtest/" or "https://st2.example/". */
  url: string;
  name: string;
  /** Where a server from a LibreSpeed list answers; without them, `endpoint`'s names under `url`. */
  endpoints?: SpeedTestEndpoints;
}

export interface LatencyStats {
  /** Median round trip, ms. */
  median: number;
  min: number;
  /** Mean absolute difference of consecutive samples, stalls left out, ms. */
  jitter: number;
  /** Replies held up far beyond the others' spread (see stalls() in the engine); not in jitter. */
  stalls?: number;
  samples: number[];
}

export type GradeLetter = 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
export type ActivityGrade = 'good' | 'fair' | 'poor';

export interface LoadedLatency {
  /** Median round trip while the link is busy, ms. */
  median: number;
  /** Rise over the idle median, ms. */
  rise: number;
  samples: number[];
}

export interface SpeedTestResult {
  /** Download goodput, Mbit/s (what applications get). */
  download: number;
  /** Upload goodput measured by the server's byte counter, Mbit/s. */
  upload: number;
  idle: LatencyStats;
  downloadLoaded: LoadedLatency | null;
  uploadLoaded: LoadedLatency | null;
  grade: GradeLetter;
  activities: { streaming: ActivityGrade; videoCalls: ActivityGrade; gaming: ActivityGrade };
  server: SpeedTestServer;
  ip: string;
  /** ISO time the test finished. */
  at: string;
  /** Seconds the whole test took. */
  duration: number;
  /** Bytes moved in each direction, for checking against the server's counters. */
  bytes: { download: number; upload: number };
  /** Mbit/s per bin of each transfer and the bins [from, to) its figure was taken over. */
  series?: { binMs: number; fineMs?: number; download: TransferSeries; upload: TransferSeries };
  /** Packet loss per phase, measured by the page over WebRTC (absent in results kept before it was). */
  loss?: LossResult;
}

export interface TransferSeries {
  rates: number[];
  from: number;
  to: number;
  stable: boolean;
  /** Mbit/s in slots of `fineMs` from bin 0's start (absent in results kept before it was). */
  fine?: number[];
  /** Wall-clock time (epoch ms) at which bin 0 starts (absent in results kept before it was). */
  start?: number;
}

export interface StartOptions {
  servers: SpeedTestServer[];
  /** Upper bound per direction, seconds. */
  maxSeconds?: number;
}

export type ToWorker = { type: 'start'; options: StartOptions } | { type: 'abort'; reason: string };

export type FromWorker =
  | { type: 'phase'; phase: Phase }
  /** What the gauge reads: Mbit/s for transfers, round-trip ms for latency; progress of the phase 0-1. */
  | { type: 'progress'; phase: Phase; reading: number; progress: number; sample?: { t: number; reading: number } }
  | { type: 'result'; result: SpeedTestResult }
  | { type: 'error'; message: string }
  | { type: 'aborted'; reason: string };
