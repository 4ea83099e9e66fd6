import { Trans } from '@lingui/react/macro';
import { AppLink } from '../routing/app-link';
import { button } from '../ui/button.css';
import { container } from '../ui/container.css';
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
      <div className={s.actions}>
        <AppLink to="home" className={button.primary}>
          <Trans>To the home page</Trans>
        </AppLink>
        <AppLink to="contacts" className={button.outline}>
          <Trans>Contacts</Trans>
        </AppLink>
      </div>
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
