/** Reading an upload body without keeping it: every byte counted as it arrives. */
import { ReceiveLedger } from './receive-ledger';
import type { SpeedtestState } from './state';

const MiB = 1024 * 1024;
/** Largest upload body accepted in one request; LibreSpeed clients send 20 MB at most. */
export const maxUploadBytes = 256 * MiB;

export interface DrainOptions {
  state: SpeedtestState;
  limit?: number;
  /** The connection's ledger, which the answer reports from. */
  ledger?: ReceiveLedger;
  /** Bytes of this body after which `answer` is called (else at its end). */
  answerAfter?: number;
  answer?: () => void;
  /** The test the upload names (`?tid=`): its bytes also go on that test's timeline. */
  testId?: string | null;
}

/**
 * Drains an upload body, counting bytes as they arrive; rejects past the limit. `answer` is
 * called once, when `answerAfter` bytes of this body have arrived or at its end. A body cut
 * off by its client counts in `receivedPartial`, a whole one in `received`.
 */
export function drain(stream: NodeJS.ReadableStream, options: DrainOptions): Promise<number> {
  const { state, limit = maxUploadBytes, ledger = new ReceiveLedger(), answerAfter = Infinity, answer = () => {}, testId = null } = options;
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let answered = false;
    const answerOnce = () => {
      if (answered) return;
      answered = true;
      answer();
    };
    stream.on('data', (data: Buffer) => {
      const now = process.hrtime.bigint();
      const since = ledger.add(data.length, now);
      if (testId) state.testTimelines.add(testId, data.length, since, now);
      state.receivedTimeline.add(data.length);
      bytes += data.length;
      if (bytes > limit) {
        stream.removeAllListeners('data');
        reject(Object.assign(new Error(`Upload larger than ${limit / MiB} MiB`), { statusCode: 413 }));
        return;
      }
      if (bytes >= answerAfter) answerOnce();
    });
    stream.on('end', () => {
      state.counters.received += bytes;
      answerOnce();
      resolve(bytes);
    });
    // A cut-off body emits both 'aborted' and 'error': its bytes are counted once.
    let cutOff = false;
    const countCutOff = () => {
      if (!cutOff) state.counters.receivedPartial += bytes;
      cutOff = true;
    };
    stream.on('error', (error) => {
      countCutOff();
      reject(error);
    });
    stream.on('aborted', countCutOff);
  });
}

/** The client closed the connection mid-body (a test stopped, a tab closed): nobody to answer, nothing wrong here. */
export function isCutOffByClient(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
}
