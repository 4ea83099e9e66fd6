/**
 * Fills in the report the server sent (saved-report.tsx) from what this device keeps, and
 * answers its buttons, with no React. Run by the islands' scheduler at idle time, or by the
 * whole app's page where it renders the report itself.
 */
import { formatDate } from '../../domain/format';
import { byteSize } from '../../domain/plain-number';
import { pick, withLocale } from '../../domain/locale';
import { documentLocale } from '../../i18n/document-locale';
import { onlineStatus } from '../../offline/online-status';
import { guidePath } from '../../routing/guide-path';
import { pathTo } from '../../routing/paths';
import { type OfflineReport, readOfflineReport, refreshOfflineSet, type SavedTitle } from './offline-store';

type Persist = 'persisted' | 'best-effort' | 'refused' | 'unsupported';

async function readState(): Promise<{ report: OfflineReport; quota: number; persist: Persist }> {
  if (typeof caches === 'undefined') throw new Error('no Cache Storage');
  const report = await readOfflineReport();
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate() : null;
  const persisted = navigator.storage?.persisted ? await navigator.storage.persisted() : null;
  return { report, quota: estimate?.quota ?? 0, persist: persisted === null ? 'unsupported' : persisted ? 'persisted' : 'best-effort' };
}

/** Starts the report in `root`; returns what stops it (the whole app's page unmounting). */
export default function enhance(root: HTMLElement): () => void {
  const locale = documentLocale();
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const one = (selector: string) => root.querySelector<HTMLElement>(selector);
  /** Shows the parts of `state` and hides the others of its group. */
  const show = (group: string[], state: string | null) => {
    for (const name of group) for (const el of all(`[data-show="${name}"]`)) el.hidden = name !== state;
  };
  const size = (bytes: number) => {
    const { amount, unit } = byteSize(bytes, locale);
    // A no-break space: the unit never wraps to a line of its own.
    return `${amount}\u00a0${unit === 'MB' ? root.dataset.mb : root.dataset.kb}`;
  };
  const buttons = {
    keep: one('[data-action="keep"]'),
    update: one('[data-action="update"]'),
    saveRest: one('[data-action="save-rest"]'),
  };
  let busy = false;
  let live = true;

  const link = (href: string, text: string) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = withLocale(locale, href);
    a.textContent = text;
    li.append(a);
    return li;
  };
  const titleOf = (item: SavedTitle) => pick(locale, item.title_uk, item.title_ru);

  const render = ({ report, quota, persist }: Awaited<ReturnType<typeof readState>>) => {
    if (!live) return;
    show(['checking', 'unsupported', 'report'], 'report');
    show(['saved', 'visited-only', 'nothing'], report.meta ? 'saved' : report.visitedOnly ? 'visited-only' : 'nothing');
    const time = one('[data-fill="saved-at"]');
    if (time && report.meta) {
      time.setAttribute('datetime', report.meta.savedAt);
      time.textContent = report.meta.printed?.[locale] ?? formatDate(report.meta.savedAt, 'longDateTime', locale);
    }
    for (const row of all('tr[data-kind]')) {
      const usage = report.usage.find((u) => u.kind === row.dataset.kind);
      row.hidden = !usage;
      const cell = row.querySelector('[data-fill="bytes"]');
      if (cell) cell.textContent = usage ? size(usage.bytes) : '';
    }
    const total = report.usage.reduce((sum, u) => sum + u.bytes, 0);
    const totalCell = one('[data-fill="total"]');
    if (totalCell) {
      totalCell.dataset.bytes = String(total);
      totalCell.textContent = size(total);
    }
    show(['quota'], quota > 0 ? 'quota' : null);
    const quotaText = one('[data-fill="quota"]');
    if (quotaText) quotaText.textContent = size(quota);
    show(['persisted', 'best-effort', 'refused'], persist === 'unsupported' ? null : persist);
    if (buttons.keep) buttons.keep.hidden = persist !== 'best-effort';
    if (buttons.update) buttons.update.hidden = report.visitedOnly;
    // Nothing saved yet: no empty panels.
    show(['lists'], report.faqCategories.length + report.guides.length > 0 ? 'lists' : null);
    one('[data-list="saved-faq"]')?.replaceChildren(...report.faqCategories.map((c) => link(pathTo('faq-category', { url_key: c.key }), titleOf(c))));
    one('[data-list="saved-guides"]')?.replaceChildren(...report.guides.map((g) => link(guidePath(g.kind, g.key), titleOf(g))));
  };
  const refresh = () => readState().then(render);

  /** The two buttons that save the set again: off while one runs or the server cannot be reached. */
  const follow = () => {
    for (const b of [buttons.update, buttons.saveRest]) {
      if (!b) continue;
      (b as HTMLButtonElement).disabled = busy || !onlineStatus.get();
      for (const label of b.querySelectorAll<HTMLElement>('[data-label]')) label.hidden = (label.dataset.label === 'busy') !== busy;
    }
  };
  const update = async () => {
    busy = true;
    follow();
    show(['updated', 'not-updated'], null);
    try {
      await refreshOfflineSet();
      await refresh();
      show(['updated', 'not-updated'], 'updated');
    } catch {
      show(['updated', 'not-updated'], 'not-updated');
    } finally {
      busy = false;
      follow();
    }
  };
  const keep = async () => {
    const granted = await navigator.storage.persist();
    show(['persisted', 'best-effort', 'refused'], granted ? 'persisted' : 'refused');
    if (buttons.keep) buttons.keep.hidden = true;
  };

  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element | null)?.closest<HTMLElement>('[data-action]')?.dataset.action;
    if (action === 'keep') void keep();
    else if ((action === 'update' || action === 'save-rest') && !busy) void update();
  };
  root.addEventListener('click', onClick);
  const stopFollowing = onlineStatus.subscribe(follow);
  follow();
  refresh().catch(() => show(['checking', 'unsupported', 'report'], 'unsupported'));
  // On a first visit (no worker controls the page yet) the worker saves the set while
  // installing: read the state again once it is active.
  if (navigator.serviceWorker && !navigator.serviceWorker.controller) {
    navigator.serviceWorker.ready.then(() => (live ? refresh() : undefined)).catch(() => undefined);
  }
  return () => {
    live = false;
    root.removeEventListener('click', onClick);
    stopFollowing();
  };
}
