/** Runs the speed test in its dedicated worker and keeps what the page draws. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceHold } from '../../offline/background-gate';
import { holdBackgroundTraffic } from '../../offline/background-traffic';
import type { FromWorker, Phase, SpeedTestResult, SpeedTestServer, ToWorker } from '../../domain/speedtest/protocol';

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; phase: Phase; value: number; progress: number; samples: { phase: Phase; t: number; value: number }[] }
  | { status: 'done'; result: SpeedTestResult }
  | { status: 'aborted'; reason: 'hidden' | 'left' | 'stopped' }
  | { status: 'error'; message: string };

export function useSpeedTest(servers: SpeedTestServer[], onResult: (result: SpeedTestResult) => void) {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  // While the test runs, the service worker's registration, installs and warming wait.
  const release = useRef<(() => void) | null>(null);
  const holdAll = () => {
    const own = holdBackgroundTraffic();
    const worker = announceHold();
    return () => {
      own();
      worker();
    };
  };
  const letBackgroundGo = () => {
    release.current?.();
    release.current = null;
  };
  const reason = useRef<'hidden' | 'left' | 'stopped'>('stopped');
  const resultRef = useRef(onResult);
  useEffect(() => {
    resultRef.current = onResult;
  }, [onResult]);

  const stop = useCallback((why: 'hidden' | 'left' | 'stopped') => {
    if (!worker.current) return;
    reason.current = why;
    worker.current.postMessage({ type: 'abort', reason: why } satisfies ToWorker);
  }, []);

  const start = useCallback(() => {
    worker.current?.terminate();
    letBackgroundGo();
    release.current = holdAll();
    const w = new Worker(new URL('../../../workers/speedtest.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ status: 'running', phase: 'server', value: 0, progress: 0, samples: [] });
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      if (m.type === 'phase') setState((s) => (s.status === 'running' ? { ...s, phase: m.phase, value: 0, progress: 0 } : s));
      else if (m.type === 'progress')
        setState((s) =>
          s.status === 'running'
            ? { ...s, value: m.value, progress: m.progress, samples: m.sample ? [...s.samples, { phase: m.phase, ...m.sample }] : s.samples }
            : s,
        );
      else if (m.type === 'result') {
        setState({ status: 'done', result: m.result });
        resultRef.current(m.result);
      } else if (m.type === 'aborted') setState({ status: 'aborted', reason: reason.current });
      else setState({ status: 'error', message: m.message });
      if (m.type === 'result' || m.type === 'aborted' || m.type === 'error') {
        w.terminate();
        if (worker.current === w) {
          worker.current = null;
          letBackgroundGo();
        }
      }
    };
    w.onerror = (e) => {
      letBackgroundGo();
      setState({ status: 'error', message: e.message || 'worker failed' });
    };
    w.postMessage({ type: 'start', options: { servers } } satisfies ToWorker);
  }, [servers]);

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
      letBackgroundGo();
    };
  }, [stop]);

  return { state, start, stop };
}
