/** The speed-test engine's context in Node: the real fetch and clock, messages kept in `messages`. */
import type { FromWorker } from '../../src/domain/speedtest/protocol';
import { abortableSleep, type EngineContext } from '../../workers/speedtest/context';

export function engineContext(signal = new AbortController().signal, messages: FromWorker[] = []): EngineContext {
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    now: () => performance.now(),
    timeOrigin: performance.timeOrigin,
    emit: (m: FromWorker) => messages.push(m),
    signal,
    // Node keeps no Resource Timing: probes fall back to the wall clock.
    timing: () => null,
    sleep: abortableSleep,
  };
}
