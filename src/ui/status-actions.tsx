import { Trans } from '@lingui/react/macro';
import { AppLink } from '../routing/app-link';
import { button } from './button.css';
import * as s from './status-page.css';

/** The way on from a full-page notice (not found, error, offline): home, and the contacts unless left out. */
export function StatusActions({ contacts = true }: { contacts?: boolean }) {
  return (
    <div className={s.actions}>
      <AppLink to="home" className={button.primary}>
        <Trans>To the home page</Trans>
      </AppLink>
      {contacts && (
        <AppLink to="contacts" className={button.outline}>
          <Trans>Contacts</Trans>
        </AppLink>
      )}
    </div>
  );
}
