import { Trans, useLingui } from '@lingui/react/macro';
import type { LossFigure, LossResult } from '../../domain/speedtest/loss';
import { useLocale } from '../../i18n/use-locale';
import { ms, percent } from './figures';
import * as s from './speed-test.css';

/** The packet-loss line of a result: per phase, or that it was not measured (never a 0 % it did not see). */
export function LossLine({ loss }: { loss: LossResult }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!loss.measured) {
    const why = loss.reason === 'unsupported' ? t`this browser has no WebRTC` : t`the connection for it could not be set up`;
    return (
      <p className={s.meta} data-testid="result-loss" data-measured="false">
        <Trans>Packet loss was not measured: {why}.</Trans>
      </p>
    );
  }
  // A no-break space keeps each figure with its unit when the line wraps on a phone.
  const lossOf = (f: LossFigure | undefined) => (f ? `${percent(f.percent, locale)}\u00a0%` : '—');
  const jitterOf = (f: LossFigure | undefined) => (f?.jitter == null ? '—' : `${ms(f.jitter, locale)}\u00a0${t`ms`}`);
  const sent = (loss.idle?.sent ?? 0) + (loss.download?.sent ?? 0) + (loss.upload?.sent ?? 0);
  const idle = lossOf(loss.idle);
  const download = lossOf(loss.download);
  const upload = lossOf(loss.upload);
  const idleJitter = jitterOf(loss.idle);
  const downloadJitter = jitterOf(loss.download);
  const uploadJitter = jitterOf(loss.upload);
  return (
    <p data-testid="result-loss" data-measured="true" data-sent={sent}>
      <Trans>
        Packet loss: idle {idle}, download {download}, upload {upload}. Its jitter: idle {idleJitter}, download{' '}
        {downloadJitter}, upload {uploadJitter} ({sent} small packets over WebRTC).
      </Trans>
    </p>
  );
}
