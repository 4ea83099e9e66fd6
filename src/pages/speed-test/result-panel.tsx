import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActivityGrade, SpeedTestResult } from '../../domain/speedtest/protocol';
import { storedResultPath } from '../../domain/speedtest/result-path';
import { requestCallback } from '../../shell/callback-request';
import { button } from '../../ui/button.css';
import { notify } from '../../ui/notify';
import { dateTime, mbit, ms, time } from './figures';
import { LossLine } from './loss-line';
import { encodeShared } from './share';
import { useLocale } from '../../i18n/use-locale';
import * as s from './speed-test.css';

/** The wall-clock window (epoch ms) a figure was taken over and the mean of its bins, for checking it against the server. */
function plateau(result: SpeedTestResult, phase: 'download' | 'upload'): { window: string; mbit: number } | undefined {
  const series = result.series?.[phase];
  const binMs = result.series?.binMs ?? 0;
  const rates = series?.rates.slice(series.from, series.to) ?? [];
  if (series?.start === undefined || rates.length === 0) return undefined;
  return { window: `${series.start + series.from * binMs},${series.start + series.to * binMs}`, mbit: rates.reduce((a, b) => a + b, 0) / rates.length };
}

export function ResultPanel({ result }: { result: SpeedTestResult }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const [keep, setKeep] = useState(false);
  const [sending, setSending] = useState(false);
  // The busier direction: its rise is the one the grade and the sentence below report.
  const loaded = [result.downloadLoaded, result.uploadLoaded].reduce<SpeedTestResult['downloadLoaded']>(
    (worst, l) => (l && (!worst || l.median > worst.median) ? l : worst),
    null,
  );
  const down = plateau(result, 'download');
  const up = plateau(result, 'upload');
  const gradeText: Record<ActivityGrade, string> = { good: t`good`, fair: t`fair`, poor: t`poor` };
  const figures = [
    { label: t`Download`, text: mbit(result.download, locale), unit: t`Mbit/s`, testId: 'result-download' },
    { label: t`Upload`, text: mbit(result.upload, locale), unit: t`Mbit/s`, testId: 'result-upload' },
    { label: t`Ping`, text: ms(result.idle.median, locale), unit: t`ms` },
    { label: t`Jitter`, text: ms(result.idle.jitter, locale), unit: t`ms` },
    { label: t`Ping under load`, text: loaded ? ms(loaded.median, locale) : '—', unit: t`ms` },
    { label: t`Grade`, text: result.grade, unit: '' },
  ];
  const share = async () => {
    const code = encodeShared({
      d: result.download,
      u: result.upload,
      p: result.idle.median,
      j: result.idle.jitter,
      l: loaded?.median ?? null,
      g: result.grade,
      at: result.at,
      ...(result.loss?.measured ? { ls: [result.loss.idle?.percent ?? null, result.loss.download?.percent ?? null, result.loss.upload?.percent ?? null] } : {}),
    });
    const url = `${location.origin}${location.pathname}?result=${code}`;
    if (navigator.share) await navigator.share({ url, title: t`My speed test` }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url);
      setCopied(true);
      notify(t`The link to your result is copied.`, 'success');
    }
  };
  // The call-back form carries the result as text; on opt-in it is stored first for its short id.
  const sendToSupport = async () => {
    setSending(true);
    let stored = '';
    if (keep) {
      const { recordOf, storeResult } = await import('./support-store');
      const id = await storeResult(recordOf(result, loaded?.median ?? null)).catch(() => null);
      if (id) stored = ` ${t`Result number: ${id}`} ${location.origin}${storedResultPath(id, locale)}`;
      else notify(t`The result could not be saved with a number now; it is sent as text.`, 'info');
    }
    setSending(false);
    const under = loaded ? `${ms(loaded.median, locale)} ${t`ms`}` : '—';
    requestCallback({
      other:
        t`Speed test ${dateTime(result.at, locale)}: download ${mbit(result.download, locale)} Mbit/s, upload ${mbit(result.upload, locale)} Mbit/s, ping ${ms(result.idle.median, locale)} ms, jitter ${ms(result.idle.jitter, locale)} ms, under load ${under}; server ${result.server.name}.` +
        stored,
    });
  };
  return (
    <section
      className={s.results}
      aria-labelledby="results-title"
      data-bytes-download={result.bytes.download}
      data-bytes-upload={result.bytes.upload}
      data-download-window={down?.window}
      data-download-window-mbit={down?.mbit}
      data-upload-window={up?.window}
      data-upload-window-mbit={up?.mbit}
    >
      <h2 id="results-title">
        <Trans>Your result</Trans>
      </h2>
      <dl className={s.figures}>
        {figures.map((f) => (
          <div key={f.label} className={s.figure}>
            <dt>{f.label}</dt>
            <dd data-testid={f.testId}>
              {f.text} {f.unit && <small>{f.unit}</small>}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Trans>
          Under load the delay rises by {ms(loaded?.rise ?? 0, locale)} ms. For
          streaming: {gradeText[result.activities.streaming]}; video calls: {gradeText[result.activities.videoCalls]}; online
          games: {gradeText[result.activities.gaming]}.
        </Trans>
      </p>
      {(result.idle.stalls ?? 0) > 0 && (
        <p className={s.meta}>
          <Plural
            value={result.idle.stalls ?? 0}
            one="# reply of the idle ping was held up far beyond the others (a stall, e.g. a sleeping Wi-Fi radio); it is not counted in the jitter."
            other="# replies of the idle ping were held up far beyond the others (stalls, e.g. a sleeping Wi-Fi radio); they are not counted in the jitter."
          />
        </p>
      )}
      {result.loss && <LossLine loss={result.loss} />}
      <p className={s.meta}>
        <Trans>
          Server: {result.server.name}. Your address: {result.ip}. Finished at {time(result.at, locale)} in{' '}
          {Math.round(result.duration)} s. The figures are goodput: what your applications actually receive.
        </Trans>
      </p>
      <button type="button" className={button.outline} onClick={() => void share()}>
        {copied ? <Trans>Link copied</Trans> : <Trans>Share the result</Trans>}
      </button>
      <div className={s.support}>
        <label className={s.supportKeep}>
          <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          <Trans>Save the result with a short number for support (figures only, kept for 90 days)</Trans>
        </label>
        <button type="button" className={button.primary} disabled={sending} onClick={() => void sendToSupport()}>
          <Trans>Send to support</Trans>
        </button>
      </div>
    </section>
  );
}
