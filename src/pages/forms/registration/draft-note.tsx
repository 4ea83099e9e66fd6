/**
 * Says that the draft is kept on this device, sealed, and until when; deletes it with one button;
 * says so when the device has no room left for the photos.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { draftDays } from '../../../domain/registration/contract';
import * as f from '../../../ui/form.css';
import * as s from './registration.css';

export function DraftNote({ expiresAt, writing, storageFull, onDiscard }: { expiresAt: number | null; writing: boolean; storageFull: boolean; onDiscard: () => void }) {
  const { i18n } = useLingui();
  const until = expiresAt ? i18n.date(new Date(expiresAt), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' }) : null;
  return (
    <>
      <div className={s.draftNote} data-testid="draft-note" data-writing={writing}>
        <p className={f.hint}>
          {until ? (
            <Trans>
              What you type and the photos are kept as a draft on this device only, encrypted, until {until}. It is deleted once the questionnaire is sent.
            </Trans>
          ) : (
            <Trans>What you type and the photos will be kept as a draft on this device only, encrypted, for {draftDays} days.</Trans>
          )}
        </p>
        {until && (
          <button type="button" className={s.smallButton} onClick={onDiscard}>
            <Trans>Delete the draft</Trans>
          </button>
        )}
      </div>
      {storageFull && (
        <p className={f.banner.error} role="alert">
          <Trans>
            This device is out of storage space, so the photos cannot be kept in the draft. Free some space, or send the questionnaire now while the page is open.
          </Trans>
        </p>
      )}
    </>
  );
}
