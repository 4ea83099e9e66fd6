/** Runs the speed test in its dedicated worker and keeps what the page draws. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FromWorker, SpeedTestResult, SpeedTestServer, ToWorker } from '../../domain/speedtest/protocol';
import type { LossProbe } from './loss-probe';
import { whenPageSettled } from './page-settled';
import { progressFrames } from './progress-frames';
import type { RunState, StopReason } from './run-state';
import { useBackgroundHold } from './use-background-hold';
import { lossPhase, useLossProbe } from './use-loss-probe';

export function useSpeedTest(servers: SpeedTestServer[], onResult: (result: SpeedTestResult) => void) {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const { hold, letGo, held } = useBackgroundHold();
  const reason = useRef<StopReason>('stopped');
  const resultRef = useRef(onResult);
  useEffect(() => {
    resultRef.current = onResult;
  }, [onResult]);

  const { openProbe, settleLoss, dropProbe, cancelRun } = useLossProbe();

  const stop = useCallback((why: StopReason) => {
    if (!worker.current) {
      if (!held()) return;
      // Still opening the packet-loss channel: nothing measured yet.
      cancelRun();
      letGo();
      setState({ status: 'aborted', reason: why });
      return;
    }
    reason.current = why;
    worker.current.postMessage({ type: 'abort', reason: why } satisfies ToWorker);
  }, [held, letGo, cancelRun]);

  const launch = useCallback((lossProbe: LossProbe | null) => {
    const w = new Worker(new URL('../../../workers/speedtest.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    lossProbe?.phase('idle');
    const frames = progressFrames(setState);
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      if (m.type === 'progress') {
        if (m.phase === 'download' || m.phase === 'upload') lossProbe?.line(m.reading);
        frames.add(m);
        return;
      }
      // Anything else comes after the progress before it.
      frames.flush();
      if (m.type === 'phase') {
        lossProbe?.phase(lossPhase[m.phase]);
        setState((s) => (s.status === 'running' ? { ...s, phase: m.phase, reading: 0, progress: 0 } : s));
      } else if (m.type === 'result') {
        settleLoss(lossProbe, (loss) => {
          const result = { ...m.result, loss };
          setState({ status: 'done', result });
          resultRef.current(result);
        });
      } else if (m.type === 'aborted') setState({ status: 'aborted', reason: reason.current });
      else setState({ status: 'error', message: m.message });
      if (m.type === 'aborted' || m.type === 'error') dropProbe();
      if (m.type === 'result' || m.type === 'aborted' || m.type === 'error') {
        w.terminate();
        if (worker.current === w) {
          worker.current = null;
          letGo();
        }
      }
    };
    w.onerror = (e) => {
      dropProbe();
      letGo();
      setState({ status: 'error', message: e.message || 'worker failed' });
    };
    w.postMessage({ type: 'start', options: { servers } } satisfies ToWorker);
  }, [servers, letGo, dropProbe, settleLoss]);

  // The packet-loss channel opens first, so its idle phase starts with the test's.
  const start = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    dropProbe();
    letGo();
    hold();
    setState({ status: 'running', phase: 'server', reading: 0, progress: 0, samples: [] });
    openProbe(launch);
  }, [launch, letGo, hold, dropProbe, openProbe]);

  /** Starts once the page has settled (the ?start=1 shortcut), unless a test already runs. */
  const startWhenSettled = useCallback(
    () =>
      whenPageSettled(() => {
        if (!worker.current) start();
      }),
    [start],
  );

  // Hiding the tab or leaving the page stops the test: a background tab measures nothing useful.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') stop('hidden');
    };
    const onLeave = () => stop('left');
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      worker.current?.terminate();
      worker.current = null;
      cancelRun();
      letGo();
    };
  }, [stop, letGo, cancelRun]);

  return { state, start, startWhenSettled, stop };
}
