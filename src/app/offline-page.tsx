import { Trans } from '@lingui/react/macro';
import { container } from '../ui/container.css';
import { StatusActions } from '../ui/status-actions';
import * as s from '../ui/status-page.css';

/** Shown offline for a page whose data is not saved on this device. */
export function OfflinePage() {
  return (
    <div className={`${container} ${s.wrap}`}>
      <h1>
        <Trans>This page needs the network</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>
          You are offline and this page has not been saved on your device yet. It will open as soon as the connection
          is back. Pages you have visited, the tariffs, the FAQ and the setup guides are available offline.
        </Trans>
      </p>
      <StatusActions />
    </div>
  );
}

/** The offline shell's content until the browser has rendered the page. */
export function ShellPlaceholder() {
  return (
    <div className={`${container} ${s.wrap}`} aria-busy="true">
      <p className={s.lead}>
        <Trans>Loading…</Trans>
      </p>
    </div>
  );
}
