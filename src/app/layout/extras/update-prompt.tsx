import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { onUpdateAvailable } from '../../../offline/sw-register';
import * as s from './update-prompt.css';

/** "A new version is available": reloads only when the visitor says so. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onUpdateAvailable((fn) => setApply(() => fn)), []);
  if (!apply || dismissed) return null;
  return (
    <div className={s.bar} role="status">
      <span>
        <Trans>A new version of the site is available.</Trans>
      </span>
      <button type="button" className={s.primary} onClick={apply}>
        <Trans>Update</Trans>
      </button>
      <button type="button" className={s.secondary} onClick={() => setDismissed(true)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
