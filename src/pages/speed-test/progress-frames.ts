/** The worker's progress messages, drawn once a frame however often they come. */
import type { Dispatch, SetStateAction } from 'react';
import type { FromWorker } from '../../domain/speedtest/protocol';
import type { RunState } from './run-state';

export type Progress = Extract<FromWorker, { type: 'progress' }>;

/**
 * One run's progress, batched: on a sub-millisecond path the idle ping sends hundreds of
 * messages a second, and a render for each kept the CPU busy enough to delay the probes
 * themselves (docs/speed-test.md).
 */
export function progressFrames(setState: Dispatch<SetStateAction<RunState>>) {
  let pending: Progress[] = [];
  let frame = 0;
  const draw = () => {
    frame = 0;
    const batch = pending;
    pending = [];
    const last = batch.at(-1);
    if (!last) return;
    const added = batch.flatMap((m) => (m.sample ? [{ phase: m.phase, ...m.sample }] : []));
    setState((s) => (s.status === 'running' ? { ...s, reading: last.reading, progress: last.progress, samples: added.length ? [...s.samples, ...added] : s.samples } : s));
  };
  return {
    /** Drawn at the next frame, with whatever else comes before it. */
    add(m: Progress): void {
      pending.push(m);
      frame ||= requestAnimationFrame(draw);
    },
    /** Draws what is pending at once, so that what comes next lands after it. */
    flush(): void {
      cancelAnimationFrame(frame);
      draw();
    },
  };
}
