/** The speed-test worker's lifecycle: one at a time, started with the servers, ended by its last message. */
import { useCallback, useRef } from 'react';
import type { FromWorker, SpeedTestServer, ToWorker } from '../../domain/speedtest/protocol';
import type { StopReason } from './run-state';

export interface WorkerEvents {
  /** Every message the worker posts, in order. */
  message(m: FromWorker): void;
  /** It has ended on its last message (result, aborted or error) and no newer worker replaced it. */
  ended(): void;
  /** An error event: the worker failed outside its own messages (it is ended, as on its last message). */
  failed(message: string): void;
}

export function useSpeedTestWorker() {
  const worker = useRef<Worker | null>(null);
  /** Whether a worker runs now (a run still opening its packet-loss channel has none yet). */
  const running = useCallback(() => worker.current !== null, []);
  /** A new worker, the current one from now on, wired to `on`; it waits for the returned start. */
  const spawn = useCallback((on: WorkerEvents) => {
    const w = new Worker(new URL('../../../workers/speedtest.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      on.message(m);
      if (m.type === 'result' || m.type === 'aborted' || m.type === 'error') {
        w.terminate();
        if (worker.current === w) {
          worker.current = null;
          on.ended();
        }
      }
    };
    // It failed outside its own messages: it is ended, and a newer run it was replaced by hears nothing.
    w.onerror = (e) => {
      w.terminate();
      if (worker.current !== w) return;
      worker.current = null;
      on.failed(e.message || 'worker failed');
    };
    return (servers: SpeedTestServer[]) => w.postMessage({ type: 'start', options: { servers } } satisfies ToWorker);
  }, []);
  /** Asks the running worker to stop: it answers with `aborted`. */
  const abort = useCallback((why: StopReason) => worker.current?.postMessage({ type: 'abort', reason: why } satisfies ToWorker), []);
  /** Ends the current worker at once, whatever it was doing. */
  const end = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  return { running, spawn, abort, end };
}
