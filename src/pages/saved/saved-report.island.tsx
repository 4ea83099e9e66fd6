/**
 * What the browser keeps for reading without a connection (the FAQ, the guides with their
 * pictures, notices), its size and date; asks the browser to keep it (persistent storage) and
 * refreshes it on request. All of it is the device's, so it is an island (woken in view).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { byteSize, formatDate } from '../../domain/format';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { useOnline } from '../../offline/use-online';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { type OfflineReport, readOfflineReport, refreshOfflineSet } from './offline-store';
import { SaveRest } from './save-rest';
import * as s from './saved-page.css';

type Persist = 'unknown' | 'persisted' | 'best-effort' | 'refused' | 'unsupported';

async function readState(): Promise<{ report: OfflineReport; estimate: { usage: number; quota: number } | null; persist: Persist }> {
  if (typeof caches === 'undefined') throw new Error('no Cache Storage');
  const report = await readOfflineReport();
  const e = navigator.storage?.estimate ? await navigator.storage.estimate() : null;
  const persisted = navigator.storage?.persisted ? await navigator.storage.persisted() : null;
  return {
    report,
    estimate: e ? { usage: e.usage ?? 0, quota: e.quota ?? 0 } : null,
    persist: persisted === null ? 'unsupported' : persisted ? 'persisted' : 'best-effort',
  };
}

export default function SavedReport() {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [report, setReport] = useState<OfflineReport | null>(null);
  const [supported, setSupported] = useState(true);
  const [persist, setPersist] = useState<Persist>('unknown');
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');

  const refresh = useCallback(
    () =>
      readState().then((state) => {
        setReport(state.report);
        setEstimate(state.estimate);
        setPersist(state.persist);
      }),
    [],
  );

  useEffect(() => {
    refresh().catch(() => setSupported(false));
    // On a first visit (no worker controls the page yet) the worker saves the set while
    // installing: read the state again once it is active.
    let live = true;
    if (navigator.serviceWorker && !navigator.serviceWorker.controller) {
      navigator.serviceWorker.ready.then(() => (live ? refresh() : undefined)).catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [refresh]);

  const keep = async () => {
    const granted = await navigator.storage.persist();
    setPersist(granted ? 'persisted' : 'refused');
  };

  const update = async () => {
    setBusy(true);
    setNote('');
    try {
      await refreshOfflineSet();
      await refresh();
      setNote(t`The saved copy is up to date.`);
    } catch {
      setNote(t`Could not update now. The saved copy stays as it is.`);
    } finally {
      setBusy(false);
    }
  };

  const units = { MB: t`MB`, KB: t`KB` };
  const size = (bytes: number) => {
    const { amount, unit } = byteSize(bytes, locale);
    // A no-break space: the unit never wraps to a line of its own.
    return `${amount}\u00a0${units[unit]}`;
  };
  const when = (iso: string) => formatDate(iso, 'longDateTime', locale);
  const kindLabel = { app: t`The site itself (code, pages)`, pages: t`Pages you opened`, content: t`Texts: FAQ, guides, notices`, images: t`Pictures and documents` };
  const total = report?.usage.reduce((a, u) => a + u.bytes, 0) ?? 0;
  const titleOf = (item: { title_uk: string; title_ru: string }) => pick(locale, item.title_uk, item.title_ru);

  return (
    <>
      {!supported && (
        <p role="status">
          <Trans>This browser cannot keep pages for offline reading.</Trans>
        </p>
      )}
      {supported && !report && (
        <p role="status">
          <Trans>Checking what is saved…</Trans>
        </p>
      )}
      {report && (
        <>
          <section className={s.panel} aria-labelledby="saved-size">
            <h2 id="saved-size" className={s.panelTitle}>
              {report.meta ? t`Saved on ${when(report.meta.savedAt)}` : report.visitedOnly ? t`Saved: the pages you opened` : t`Nothing is saved yet`}
            </h2>
            {report.visitedOnly && <SaveRest busy={busy} online={online} onSave={() => void update()} />}
            {!report.meta && !report.visitedOnly && (
              <p>
                <Trans>Open the site once with a connection and wait a few seconds: it saves what you need offline.</Trans>
              </p>
            )}
            <table className={s.table}>
              <caption className={s.status}>
                <Trans>Space used on this device</Trans>
              </caption>
              <tbody>
                {report.usage.map((u) => (
                  <tr key={u.kind}>
                    <th scope="row" className={s.cell}>
                      {kindLabel[u.kind]}
                    </th>
                    <td className={s.num}>{size(u.bytes)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className={s.cell}>
                    <Trans>Total</Trans>
                  </th>
                  <td className={s.num} data-testid="saved-total" data-bytes={total}>
                    {size(total)}
                  </td>
                </tr>
              </tbody>
            </table>
            {estimate && estimate.quota > 0 && (
              <p className={s.status}>{t`The browser allows this site up to ${size(estimate.quota)}.`}</p>
            )}
            <p className={s.status} role="status">
              {persist === 'persisted' && t`The browser will keep this copy even when space runs low.`}
              {persist === 'best-effort' && t`The browser may clear this copy when space runs low.`}
              {persist === 'refused' && t`The browser decided not to promise to keep it; it usually still does.`}
              {note && ` ${note}`}
            </p>
            <div className={s.actions}>
              {persist === 'best-effort' && (
                <button type="button" className={button.primary} onClick={() => void keep()}>
                  <Trans>Keep on this device</Trans>
                </button>
              )}
              {!report.visitedOnly && (
                <button type="button" className={button.outline} onClick={() => void update()} disabled={busy || !online}>
                  {busy ? <Trans>Updating…</Trans> : <Trans>Update now</Trans>}
                </button>
              )}
            </div>
          </section>
          <div className={s.columns}>
            <SavedList id="saved-faq" title={<Trans>FAQ</Trans>}>
              {report.faqCategories.map((c) => (
                <li key={c.key}>
                  <AppLink to="faq-category" params={{ url_key: c.key }}>
                    {titleOf(c)}
                  </AppLink>
                </li>
              ))}
            </SavedList>
            <SavedList id="saved-guides" title={<Trans>Setup guides</Trans>}>
              {report.guides.map((g) => (
                <li key={`${g.kind}/${g.key}`}>
                  {g.kind === 'tv' ? (
                    <AppLink to="faq-category" params={{ url_key: g.key }}>
                      {titleOf(g)}
                    </AppLink>
                  ) : (
                    <AppLink to={g.kind === 'routers' ? 'routers-guide' : 'setup-pc-guide'} params={{ key: g.key }}>
                      {titleOf(g)}
                    </AppLink>
                  )}
                </li>
              ))}
            </SavedList>
          </div>
        </>
      )}
    </>
  );
}

/** One panel of what is saved: a titled list of links. */
function SavedList({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.panelTitle}>
        {title}
      </h2>
      <ul className={s.list}>{children}</ul>
    </section>
  );
}
