/** The test itself: the gauge, the phases, start and stop, then the result and the advice. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { pick } from '../../domain/locale';
import type { SpeedTestServerItem } from '../../domain/content/speedtest';
import { useLocale } from '../../i18n/use-locale';
import { useOnline } from '../../offline/use-online';
import { button } from '../../ui/button.css';
import { Advice } from './advice-panel';
import { Gauge } from './gauge';
import { useHistory } from './history-store';
import { LineChart } from './line-chart';
import { ResultPanel } from './result-panel';
import { nearest, ServerPicker } from './server-picker';
import { useSpeedTest } from './use-speed-test';
import * as s from './speed-test.css';

export interface SpeedTestRunProps {
  servers: SpeedTestServerItem[];
  /** The tariffs' speeds, for the "your plan" picker, and the recommended one's. */
  plans: number[];
  recommended?: number;
}

export function SpeedTestRun({ servers: items, plans, recommended }: SpeedTestRunProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [, addResult] = useHistory();
  const servers = useMemo(() => items.map((i) => ({ url: i.url, name: pick(locale, i.name_ukr, i.name_ru), ...(i.endpoints && { endpoints: i.endpoints }) })), [items, locale]);
  const [chosen, choose] = useState(nearest);
  const measuredAgainst = useMemo(() => (chosen === nearest ? servers : servers.filter((server) => server.url === chosen)), [servers, chosen]);
  const { state, start, startWhenSettled, stop } = useSpeedTest(measuredAgainst, addResult);

  useEffect(() => {
    // Only on arrival: the manifest shortcut opens /speed-test?start=1.
    if (new URLSearchParams(location.search).get('start') === '1' && navigator.onLine) return startWhenSettled();
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
    <>
      <section className={s.panel} aria-labelledby="run-title" data-enhance="pages/speed-test/offline-run.enhance">
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
          {/* Shown before the island wakes too (offline-run.enhance.ts): always rendered, hidden online. */}
          <span data-offline-note="" hidden={online}>
            <Trans>The speed test needs the network. Connect and try again; your earlier results are below.</Trans>
          </span>
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
        <ServerPicker servers={servers} value={chosen} onChange={choose} disabled={running} />
        {running ? (
          <button type="button" className={button.outline} onClick={() => stop('stopped')}>
            <Trans>Stop</Trans>
          </button>
        ) : (
          <button type="button" className={button.primary} onClick={start} disabled={!online} data-start="">
            {state.status === 'done' ? <Trans>Test again</Trans> : <Trans>Start the test</Trans>}
          </button>
        )}
      </section>

      {state.status === 'done' && <ResultPanel result={state.result} />}
      {state.status === 'done' && <Advice downloadMbit={state.result.download} plans={plans} recommended={recommended} />}
    </>
  );
}
