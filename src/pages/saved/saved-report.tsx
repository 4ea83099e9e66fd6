/**
 * The report of what this device keeps for offline reading: every word the server's, every part
 * hidden until saved-report.enhance.ts has read the device and fills it in. No React in the
 * browser: the page's load runs no framework code.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useContext, useRef } from 'react';
import { button } from '../../ui/button.css';
import { IslandsMode } from '../../ui/island';
import { useEnhancer } from '../../ui/use-enhancer';
import type { CacheUsage } from './offline-store';
import * as s from './saved-page.css';

/** A part shown in one state of the report (`data-show`), hidden in the others. */
function Part({ show, as: Tag = 'span', className, role, children }: { show: string; as?: 'span' | 'p' | 'div'; className?: string; role?: 'status'; children: ReactNode }) {
  return (
    <Tag data-show={show} hidden className={className} role={role}>
      {children}
    </Tag>
  );
}

/** A button's two labels: the script shows the busy one while the set is being saved. */
function BusyLabels({ idle, busy }: { idle: ReactNode; busy: ReactNode }) {
  return (
    <>
      <span data-label="idle">{idle}</span>
      <span data-label="busy" hidden>
        {busy}
      </span>
    </>
  );
}

/** One titled list of links, filled from the device. */
function SavedList({ id, title }: { id: string; title: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.panelTitle}>
        {title}
      </h2>
      <ul className={s.list} data-list={id} />
    </section>
  );
}

export function SavedReport() {
  const { t } = useLingui();
  const islands = useContext(IslandsMode);
  const root = useRef<HTMLDivElement>(null);
  // Where the whole app renders the page (the offline shell), it starts the same script.
  useEnhancer(root, () => import('./saved-report.enhance'), 'report');
  const kinds: [CacheUsage['kind'], string][] = [
    ['app', t`The site itself (code, pages)`],
    ['pages', t`Pages you opened`],
    ['content', t`Texts: FAQ, guides, notices`],
    ['images', t`Pictures and documents`],
  ];
  return (
    <div ref={root} className={s.report} data-enhance={islands ? 'pages/saved/saved-report.enhance' : undefined} data-mb={t`MB`} data-kb={t`KB`}>
      <p role="status" data-show="checking">
        <Trans>Checking what is saved…</Trans>
      </p>
      <Part show="unsupported" as="p" role="status">
        <Trans>This browser cannot keep pages for offline reading.</Trans>
      </Part>
      <Part show="report" as="div">
        <section className={s.panel} aria-labelledby="saved-size">
          <h2 id="saved-size" className={s.panelTitle}>
            <Part show="saved">
              <Trans>
                Saved on <time data-fill="saved-at" />
              </Trans>
            </Part>
            <Part show="visited-only">
              <Trans>Saved: the pages you opened</Trans>
            </Part>
            <Part show="nothing">
              <Trans>Nothing is saved yet</Trans>
            </Part>
          </h2>
          <Part show="visited-only" as="div">
            <p>
              <Trans>
                Data saving is on (your browser asks to save data, or the connection is slow), so this device kept only the
                pages you opened. Save the rest to read the FAQ, every setup guide with its pictures and the notices when the
                internet is down.
              </Trans>
            </p>
            <div className={s.actions}>
              <button type="button" className={button.primary} data-action="save-rest">
                <BusyLabels idle={<Trans>Save the rest</Trans>} busy={<Trans>Saving…</Trans>} />
              </button>
            </div>
          </Part>
          <Part show="nothing" as="p">
            <Trans>Open the site once with a connection and wait a few seconds: it saves what you need offline.</Trans>
          </Part>
          <table className={s.table}>
            <caption className={s.status}>
              <Trans>Space used on this device</Trans>
            </caption>
            <tbody>
              {kinds.map(([kind, label]) => (
                <tr key={kind} data-kind={kind} hidden>
                  <th scope="row" className={s.cell}>
                    {label}
                  </th>
                  <td className={s.num} data-fill="bytes" />
                </tr>
              ))}
              <tr>
                <th scope="row" className={s.cell}>
                  <Trans>Total</Trans>
                </th>
                <td className={s.num} data-testid="saved-total" data-fill="total" />
              </tr>
            </tbody>
          </table>
          <Part show="quota" as="p" className={s.status}>
            <Trans>
              The browser allows this site up to <span data-fill="quota" />.
            </Trans>
          </Part>
          <p className={s.status} role="status">
            <Part show="persisted">
              <Trans>The browser will keep this copy even when space runs low.</Trans>
            </Part>
            <Part show="best-effort">
              <Trans>The browser may clear this copy when space runs low.</Trans>
            </Part>
            <Part show="refused">
              <Trans>The browser decided not to promise to keep it; it usually still does.</Trans>
            </Part>
            <Part show="updated"> {t`The saved copy is up to date.`}</Part>
            <Part show="not-updated"> {t`Could not update now. The saved copy stays as it is.`}</Part>
          </p>
          <div className={s.actions}>
            <button type="button" className={button.primary} data-action="keep" hidden>
              <Trans>Keep on this device</Trans>
            </button>
            <button type="button" className={button.outline} data-action="update" hidden>
              <BusyLabels idle={<Trans>Update now</Trans>} busy={<Trans>Updating…</Trans>} />
            </button>
          </div>
        </section>
        <div className={s.columns} data-show="lists" hidden>
          <SavedList id="saved-faq" title={<Trans>FAQ</Trans>} />
          <SavedList id="saved-guides" title={<Trans>Setup guides</Trans>} />
        </div>
      </Part>
    </div>
  );
}
