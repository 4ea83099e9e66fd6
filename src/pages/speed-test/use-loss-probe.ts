/** The packet-loss probe's part in a run: opened before the worker starts, its figure awaited at the end. */
import { useCallback, useRef } from 'react';
import type { LossPhase, LossResult } from '../../domain/speedtest/loss';
import type { Phase } from '../../domain/speedtest/protocol';
import type { LossProbe } from './loss-probe';

const lossOffer = '/speedtest/loss/offer';
/** The probe's phase during each of the test's. */
export const lossPhase: Record<Phase, LossPhase | null> = { server: 'idle', latency: 'idle', download: 'download', upload: 'upload', done: null };

/** The packet-loss probe, loaded with the test; a page that cannot load it did not measure loss. */
async function loadProbe(): Promise<LossProbe | null> {
  try {
    const probe = (await import('./loss-probe')).startLossProbe(lossOffer);
    await probe.ready;
    return probe;
  } catch {
    return null;
  }
}

const notLoaded: LossResult = { measured: false, reason: 'failed' };

export function useLossProbe() {
  // Each start counts a run: a handshake that ends after a newer start or a stop starts nothing.
  const run = useRef(0);
  const probe = useRef<LossProbe | null>(null);
  const dropProbe = useCallback(() => {
    probe.current?.close();
    probe.current = null;
  }, []);
  /** A handshake still under way starts nothing once its run is cancelled. */
  const cancelRun = useCallback(() => {
    run.current++;
    dropProbe();
  }, [dropProbe]);
  /** Opens a new run's probe and hands it to `launch` (null: loss is not measured), unless the run was overtaken. */
  const openProbe = useCallback((launch: (opened: LossProbe | null) => void) => {
    const id = ++run.current;
    void loadProbe().then((opened) => {
      if (run.current !== id) return opened?.close();
      probe.current = opened;
      launch(opened);
    });
  }, []);
  /**
   * The last packets' echoes are still on their way when the result comes: it waits for them
   * (at most their timeout); null once the probe was dropped or replaced meanwhile.
   */
  const settleLoss = useCallback(async (lossProbe: LossProbe | null): Promise<LossResult | null> => {
    const loss = lossProbe ? await lossProbe.finish() : notLoaded;
    if (probe.current !== lossProbe) return null;
    probe.current = null;
    return loss;
  }, []);
  return { openProbe, settleLoss, dropProbe, cancelRun };
}
