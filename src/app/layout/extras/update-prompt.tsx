import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { updateAtom } from '../../../offline/sw-register';
import { useAppAtom } from '../../../state/use-app-atom';
import * as s from './update-prompt.css';

/** "A new version is available": reloads only when the visitor says so. */
export function UpdatePrompt() {
  const update = useAppAtom(updateAtom, null);
  const [dismissed, setDismissed] = useState(false);
  if (!update || dismissed) return null;
  return (
    <div className={s.bar} role="status">
      <span>
        <Trans>A new version of the site is available.</Trans>
      </span>
      <button type="button" className={s.primary} onClick={update.apply}>
        <Trans>Update</Trans>
      </button>
      <button type="button" className={s.secondary} onClick={() => setDismissed(true)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
