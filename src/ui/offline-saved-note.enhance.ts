/**
 * Shows the server's hidden "saved for reading offline" note (offline-saved-note-html.tsx) once
 * the service worker has saved the offline set, with the date it did: no React needed.
 */
import { formatDate } from '../domain/format';
import { isLocale } from '../domain/locale';
import { readOfflineMeta } from '../offline/offline-meta';

export default function enhance(el: HTMLElement): void {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'uk';
  void readOfflineMeta().then((meta) => {
    const time = el.querySelector('time');
    if (!meta || !time) return;
    time.dateTime = meta.savedAt;
    time.textContent = formatDate(meta.savedAt, 'dayMonthTime', locale);
    el.hidden = false;
  });
}
