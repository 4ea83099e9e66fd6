import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDate } from '../domain/format';
import { useLocale } from '../i18n/use-locale';
import { readOfflineMeta } from '../offline/offline-meta';
import { AppLink } from '../routing/app-link';
import * as s from './offline-saved-note.css';

/**
 * "Saved on this device for reading offline, {date}" on pages of the offline set (guides,
 * FAQ), once the service worker has saved it. Read after hydration: the server cannot know.
 */
export function OfflineSavedNote() {
  const locale = useLocale();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void readOfflineMeta().then((meta) => {
      if (live) setSavedAt(meta?.savedAt ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!savedAt) return null;
  const date = formatDate(savedAt, 'dayMonthTime', locale);
  return (
    <p className={s.note} data-testid="offline-saved">
      <span className={s.dot} aria-hidden="true" />
      <span>
        <Trans>
          Saved on this device for reading offline: <time dateTime={savedAt}>{date}</time>.
        </Trans>{' '}
        <AppLink to="saved">
          <Trans>What is saved</Trans>
        </AppLink>
      </span>
    </p>
  );
}
