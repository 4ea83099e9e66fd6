/** What a run of the speed test is at any moment, as the page draws it. */
import type { Phase, SpeedTestResult } from '../../domain/speedtest/protocol';

/** Why a run ended before its result: the tab was hidden, the page left, or the visitor pressed Stop. */
export type StopReason = 'hidden' | 'left' | 'stopped';

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; phase: Phase; reading: number; progress: number; samples: { phase: Phase; t: number; reading: number }[] }
  | { status: 'done'; result: SpeedTestResult }
  | { status: 'aborted'; reason: StopReason }
  | { status: 'error'; message: string };
