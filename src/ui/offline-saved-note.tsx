import { Trans } from '@lingui/react/macro';
import { useContext, useEffect, useState } from 'react';
import { formatDate } from '../domain/format';
import { useLocale } from '../i18n/use-locale';
import { readOfflineMeta } from '../offline/offline-meta';
import { AppLink } from '../routing/app-link';
import { IslandsMode } from './island';
import * as s from './offline-saved-note.css';

/**
 * "Saved on this device for reading offline, {date}" on pages of the offline set (guides,
 * FAQ), once the service worker has saved it. Read after hydration: the server cannot know.
 * On an islands-mode page nothing hydrates it: the server sends it as a template that a plain
 * script (offline-saved-note.enhance.ts) fills in and shows.
 */
export function OfflineSavedNote() {
  const locale = useLocale();
  const islands = useContext(IslandsMode);
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
  if (islands) {
    return (
      <template data-enhance="ui/offline-saved-note.enhance">
        <SavedNote savedAt="" date="" />
      </template>
    );
  }
  if (!savedAt) return null;
  return <SavedNote savedAt={savedAt} date={formatDate(savedAt, 'dayMonthTime', locale)} />;
}

function SavedNote({ savedAt, date }: { savedAt: string; date: string }) {
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
