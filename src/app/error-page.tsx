import { Trans } from '@lingui/react/macro';
import { AppLink } from '../routing/app-link';
import { button } from '../ui/button.css';
import { container } from '../ui/container.css';
import * as s from '../ui/status-page.css';

/** Any error other than "not found": its status code and message. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <div className={`${container} ${s.wrap}`}>
      <p className={s.code} aria-hidden="true">
        {status}
      </p>
      <h1>
        <Trans>An error occurred</Trans>
      </h1>
      <p className={s.lead}>{message}</p>
      <div className={s.actions}>
        <AppLink to="home" className={button.primary}>
          <Trans>To the home page</Trans>
        </AppLink>
      </div>
    </div>
  );
}
