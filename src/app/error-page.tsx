import { Trans } from '@lingui/react/macro';
import { container } from '../ui/container.css';
import { StatusActions } from '../ui/status-actions';
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
      <StatusActions contacts={false} />
    </div>
  );
}
