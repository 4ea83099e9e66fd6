import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { pick } from '../../domain/locale';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { useOnline } from '../../offline/use-online';
import type { PageProps } from '../../routing/page-types';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { Advice } from './advice-panel';
import { Gauge } from './gauge';
import { addToHistory, loadHistory } from './history';
import { HistoryPanel } from './history-panel';
import { LineChart } from './line-chart';
import type { SpeedTestData } from './load';
import { ResultPanel } from './result-panel';
import { dateTime, mbit, ms, percent } from './figures';
import { decodeShared } from './share';
import { useSpeedTest } from './use-speed-test';
import { useLocale } from '../../i18n/use-locale';
import * as s from './speed-test.css';

/** The packet loss a shared link carries (links made before loss was measured carry none). */
function SharedLoss({ loss }: { loss: [number | null, number | null, number | null] }) {
  const locale = useLocale();
  const [idle, download, upload] = loss.map((v) => (v === null ? '—' : `${percent(v, locale)}\u00a0%`));
  return (
    <p data-testid="shared-loss">
      <Trans>
        Packet loss: idle {idle}, download {download}, upload {upload}.
      </Trans>
    </p>
  );
}

export default function SpeedTestPage({ title, search, data }: PageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [history, setHistory] = useState<SpeedTestResult[]>([]);
  const onResult = useCallback((result: SpeedTestResult) => {
    void addToHistory(result).then(setHistory);
  }, []);
  const { servers: items, tariffs } = data as SpeedTestData;
  const servers = useMemo(() => items.map((i) => ({ url: i.url, name: pick(locale, i.name_ukr, i.name_ru) })), [items, locale]);
  const { state, start, startWhenSettled, stop } = useSpeedTest(servers, onResult);
  const params = new URLSearchParams(search);
  const shared = decodeShared(params.get('result'));

  useEffect(() => {
    void loadHistory().then(setHistory);
  }, []);
  useEffect(() => {
    if (params.get('start') === '1' && navigator.onLine) return startWhenSettled();
    // Only on arrival: the manifest shortcut opens /speed-test?start=1.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const phaseLabel = {
    server: t`Choosing the nearest server`,
    latency: t`Measuring ping`,
    download: t`Measuring download`,
    upload: t`Measuring upload`,
    done: t`Done`,
  };
  // Outside a run, the phases are named, not described as under way.
  const stepLabel = { latency: t`Ping`, download: t`Download`, upload: t`Upload` };
  const running = state.status === 'running';
  const unit = running && (state.phase === 'latency' || state.phase === 'server') ? t`ms` : t`Mbit/s`;
  // While a transfer runs the gauge reads the mean of its last second of complete bins (upload bins
  // complete only as the server answers); the result is the median over the whole plateau, the
  // upload's filled in from the server's timeline at the end: the two need not end equal.
  const gaugeReading = running ? state.reading : state.status === 'done' ? state.result.download : 0;
  const liveSamples = running ? state.samples.filter((x) => x.phase === state.phase).map((x) => ({ x: x.t, y: x.reading })) : [];

  return (
    <div className={`${container} ${s.page}`}>
      <h1>{title}</h1>
      <p className={s.lead}>
        <Trans>
          Download, upload, ping, jitter and how much the delay grows while the line is busy. The test moves real data, so
          close downloads and video on this network for an honest figure.
        </Trans>
      </p>

      {shared && (
        <section className={s.shared} aria-labelledby="shared-title">
          <h2 id="shared-title">
            <Trans>A shared result</Trans>
          </h2>
          <p>
            <Trans>
              Download {mbit(shared.d, locale)} Mbit/s, upload {mbit(shared.u, locale)} Mbit/s, ping {ms(shared.p, locale)} ms,
              jitter {ms(shared.j, locale)} ms, grade {shared.g}
            </Trans>
            {' · '}
            <time dateTime={shared.at}>{dateTime(shared.at, locale)}</time>
          </p>
          {shared.ls && <SharedLoss loss={shared.ls} />}
        </section>
      )}

      <section className={s.panel} aria-labelledby="run-title">
        <h2 id="run-title" className={s.visuallyHidden}>
          <Trans>Run the test</Trans>
        </h2>
        <Gauge reading={gaugeReading} unit={unit} label={t`Current speed`} />
        <ol className={s.phases} aria-label={t`Phases`}>
          {(['latency', 'download', 'upload'] as const).map((phase) => (
            <li key={phase} className={s.phase} data-state={running && state.phase === phase ? 'active' : undefined}>
              {running && state.phase === phase ? phaseLabel[phase] : stepLabel[phase]}
            </li>
          ))}
        </ol>
        <p className={s.status} role="status" aria-live="polite">
          {!online && <Trans>The speed test needs the network. Connect and try again; your earlier results are below.</Trans>}
          {online && running && phaseLabel[state.phase]}
          {online && state.status === 'done' && phaseLabel.done}
          {online && state.status === 'aborted' && state.reason === 'hidden' && (
            <Trans>The test stopped because the tab was hidden: a background tab cannot measure honestly. Start it again.</Trans>
          )}
          {online && state.status === 'aborted' && state.reason !== 'hidden' && <Trans>The test was stopped.</Trans>}
          {online && state.status === 'error' && (
            <Trans>The test could not finish: {state.message}. Check the connection and try again.</Trans>
          )}
        </p>
        {running && liveSamples.length > 1 && <LineChart points={liveSamples} label={t`Live measurement`} />}
        {running ? (
          <button type="button" className={button.outline} onClick={() => stop('stopped')}>
            <Trans>Stop</Trans>
          </button>
        ) : (
          <button type="button" className={button.primary} onClick={start} disabled={!online}>
            {state.status === 'done' ? <Trans>Test again</Trans> : <Trans>Start the test</Trans>}
          </button>
        )}
      </section>

      {state.status === 'done' && <ResultPanel result={state.result} />}
      {state.status === 'done' && <Advice downloadMbit={state.result.download} tariffs={tariffs} />}
      <HistoryPanel history={history} />
    </div>
  );
}
