/// <reference lib="webworker" />
/**
 * The speed-test worker: runs the whole measurement off the main thread and streams typed
 * progress messages; the page only draws. An 'abort' message (page hidden or left) stops it.
 */
import type { FromWorker, ToWorker } from '../src/domain/speedtest/protocol';
import { abortableSleep } from './speedtest/context';
import { runSpeedTest } from './speedtest/engine';

declare const self: DedicatedWorkerGlobalScope;

let controller: AbortController | null = null;
// The engine's messages, its result among them, are the worker's: posted as they are.
const post: (message: FromWorker) => void = self.postMessage.bind(self);

performance.setResourceTimingBufferSize(5000);

function timing(url: string): number | null {
  const entry = performance.getEntriesByName(new URL(url, self.location.href).href).at(-1) as PerformanceResourceTiming | undefined;
  if (!entry || !entry.responseStart || !entry.requestStart) return null;
  performance.clearResourceTimings();
  return entry.responseStart - entry.requestStart;
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'abort') {
    controller?.abort(new DOMException(message.reason, 'AbortError'));
    return;
  }
  controller?.abort(new DOMException('restarted', 'AbortError'));
  const current = new AbortController();
  controller = current;
  const servers = message.options.servers.map((s) => ({ ...s, url: new URL(s.url, self.location.origin).href }));
  runSpeedTest(
    {
      fetch: (input, init) => fetch(input, init),
      now: () => performance.now(),
      timeOrigin: performance.timeOrigin,
      emit: post,
      signal: current.signal,
      timing,
      sleep: abortableSleep,
    },
    { ...message.options, servers },
  )
    .catch((error: unknown) => {
      if (current.signal.aborted) post({ type: 'aborted', reason: String((current.signal.reason as Error)?.message ?? 'aborted') });
      else post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    });
};
