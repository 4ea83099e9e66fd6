/**
 * With data saving on, the service worker keeps only the shell and the pages the visitor
 * opened; this says so and offers the rest of the offline set, fetched only when asked.
 */
import { Trans } from '@lingui/react/macro';
import { button } from '../../ui/button.css';
import * as s from './saved-page.css';

export function SaveRest({ busy, online, onSave }: { busy: boolean; online: boolean; onSave: () => void }) {
  return (
    <>
      <p>
        <Trans>
          Data saving is on (your browser asks to save data, or the connection is slow), so this device kept only the
          pages you opened. Save the rest to read the FAQ, every setup guide with its pictures and the notices when the
          internet is down.
        </Trans>
      </p>
      <div className={s.actions}>
        <button type="button" className={button.primary} onClick={onSave} disabled={busy || !online}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save the rest</Trans>}
        </button>
      </div>
    </>
  );
}
