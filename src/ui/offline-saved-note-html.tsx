/**
 * The "saved for reading offline" note for any page. On an islands-mode page the server renders
 * it hidden and a plain script (offline-saved-note.enhance.ts) fills in the date and shows it,
 * so the note costs the page no framework code; elsewhere it is the React note.
 */
import { Trans } from '@lingui/react/macro';
import { useContext } from 'react';
import { AppLink } from '../routing/app-link';
import { IslandsMode } from './island';
import { OfflineSavedNote } from './offline-saved-note';
import * as s from './offline-saved-note.css';

export function OfflineSavedNoteHtml() {
  const islands = useContext(IslandsMode);
  if (!islands) return <OfflineSavedNote />;
  const date = '';
  // A wrapper without a class: `hidden` holds until the script has the date (the note's class sets display).
  return (
    <div hidden data-enhance="ui/offline-saved-note.enhance">
      <p className={s.note} data-testid="offline-saved">
        <span className={s.dot} aria-hidden="true" />
        <span>
          <Trans>
            Saved on this device for reading offline: <time dateTime={date}>{date}</time>.
          </Trans>{' '}
          <AppLink to="saved">
            <Trans>What is saved</Trans>
          </AppLink>
        </span>
      </p>
    </div>
  );
}
