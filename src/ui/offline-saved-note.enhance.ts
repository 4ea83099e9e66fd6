/**
 * The offline note of an islands-mode page: the server sends it as a template; once the service
 * worker has saved the offline set, its date goes in and the note shows. No React.
 */
import { formatDate } from '../domain/format';
import { documentLocale } from '../i18n/document-locale';
import { readOfflineMeta } from '../offline/offline-meta';

export default function enhance(el: HTMLElement): void {
  if (!(el instanceof HTMLTemplateElement)) return;
  void readOfflineMeta().then((meta) => {
    if (!meta?.savedAt || !el.isConnected) return;
    const note = el.content.cloneNode(true) as DocumentFragment;
    const time = note.querySelector('time');
    if (time) {
      time.dateTime = meta.savedAt;
      time.textContent = formatDate(meta.savedAt, 'dayMonthTime', documentLocale());
    }
    el.after(note);
  });
}
