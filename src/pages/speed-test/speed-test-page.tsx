import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { useLocale } from '../../i18n/use-locale';
import { planSpeeds } from './advice';
import { dateTime, mbit, ms, percent } from './figures';
import HistoryPart from './history.island';
import type { SpeedTestData } from './load';
import { decodeShared } from './share';
import { SpeedTestRun as RunPart } from './speed-test-run';
import * as s from './speed-test.css';

/**
 * The test wakes on the first touch (a click then is held and given again) and at once for
 * ?start=1. Offline its panel says so without React (offline-run.enhance.ts).
 */
const SpeedTestRun = island('pages/speed-test/speed-test-run.island', RunPart, { when: 'touch', search: 'start=1' });
/**
 * What this device kept: read from IndexedDB, so rendered in the browser only, and woken only
 * when there is something to show (history-wake.enhance.ts).
 */
const History = island('pages/speed-test/history.island', HistoryPart, { clientOnly: true, when: 'asked' });

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
  const locale = useLocale();
  const { servers, tariffs } = data as SpeedTestData;
  const shared = decodeShared(new URLSearchParams(search).get('result'));
  // The recommended tariff is the likeliest answer to "your plan".
  const recommended = tariffs.find((x) => x.recommended && x.status === 'published')?.speed;

  return (
    <div className={`${container} ${s.page}`} data-enhance="pages/speed-test/history-wake.enhance">
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

      <SpeedTestRun servers={servers} plans={planSpeeds(tariffs)} recommended={recommended} />
      <History />
    </div>
  );
}
