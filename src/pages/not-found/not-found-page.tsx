import { Trans } from '@lingui/react/macro';
import { container } from '../../ui/container.css';
import { StatusActions } from '../../ui/status-actions';
import * as s from '../../ui/status-page.css';

/** 404. */
export default function NotFoundPage() {
  return (
    <div className={`${container} ${s.wrap}`}>
      <img className={s.picture} src="/illustrations/not-found.svg" alt="" width={320} height={200} />
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>Something went wrong. Start from the main page?</Trans>
      </p>
      <StatusActions />
    </div>
  );
}
