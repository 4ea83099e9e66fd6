/** Runs the speed test: the worker, the packet-loss probe, the background hold and the progress frames, composed into what the page draws. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpeedTestResult, SpeedTestServer } from '../../domain/speedtest/protocol';
import type { LossProbe } from './loss-probe';
import { whenPageSettled } from './page-settled';
import { progressFrames } from './progress-frames';
import type { RunState, StopReason } from './run-state';
import { useBackgroundHold } from './use-background-hold';
import { lossPhase, useLossProbe } from './use-loss-probe';
import { useSpeedTestWorker } from './use-speed-test-worker';

export function useSpeedTest(servers: SpeedTestServer[], onResult: (result: SpeedTestResult) => void) {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const { running, spawn, abort, end } = useSpeedTestWorker();
  const { hold, letGo, held } = useBackgroundHold();
  const reason = useRef<StopReason>('stopped');
  const resultRef = useRef(onResult);
  useEffect(() => {
    resultRef.current = onResult;
  }, [onResult]);

  const { openProbe, settleLoss, dropProbe, cancelRun } = useLossProbe();

  const stop = useCallback((why: StopReason) => {
    if (!running()) {
      if (!held()) return;
      // Still opening the packet-loss channel: nothing measured yet.
      cancelRun();
      letGo();
      setState({ status: 'aborted', reason: why });
      return;
    }
    reason.current = why;
    abort(why);
  }, [running, held, letGo, cancelRun, abort]);

  const launch = useCallback((lossProbe: LossProbe | null) => {
    const frames = progressFrames(setState);
    const startWorker = spawn({
      message: (m) => {
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
          void settleLoss(lossProbe).then((loss) => {
            if (!loss) return;
            const result = { ...m.result, loss };
            setState({ status: 'done', result });
            resultRef.current(result);
          });
        } else if (m.type === 'aborted') setState({ status: 'aborted', reason: reason.current });
        else setState({ status: 'error', message: m.message });
        if (m.type === 'aborted' || m.type === 'error') dropProbe();
      },
      ended: letGo,
      failed: (message) => {
        dropProbe();
        letGo();
        setState({ status: 'error', message });
      },
    });
    lossProbe?.phase('idle');
    startWorker(servers);
  }, [servers, spawn, letGo, dropProbe, settleLoss]);

  // The packet-loss channel opens first, so its idle phase starts with the test's.
  const start = useCallback(() => {
    end();
    dropProbe();
    letGo();
    hold();
    setState({ status: 'running', phase: 'server', reading: 0, progress: 0, samples: [] });
    openProbe(launch);
  }, [launch, end, letGo, hold, dropProbe, openProbe]);

  /** Starts once the page has settled (the ?start=1 shortcut), unless a test already runs. */
  const startWhenSettled = useCallback(
    () =>
      whenPageSettled(() => {
        if (!running()) start();
      }),
    [running, start],
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
      end();
      cancelRun();
      letGo();
    };
  }, [stop, end, letGo, cancelRun]);

  return { state, start, startWhenSettled, stop };
}
