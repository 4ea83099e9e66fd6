/** The outcome under a form: queued for later, or the reasons it was refused that belong to no field. */
import { Trans } from '@lingui/react/macro';
import type { SendStatus } from '../use-send';
import * as s from '../../../ui/form.css';

export function SendStatusNote({ status, general }: { status: SendStatus; general: string[] }) {
  // Said from what happened to this request, not from `navigator.onLine`, which may not have
  // caught up with a connection that has just dropped (or may never, with Wi-Fi up and the line down).
  if (status.state === 'queued' && !status.item.unreachable && navigator.onLine)
    return (
      <p className={s.banner.info} role="status">
        <Trans>We could not send your request right now. It is saved on this device and we will keep trying by ourselves; you can close this page.</Trans>
      </p>
    );
  if (status.state === 'queued')
    return (
      <p className={s.banner.info} role="status">
        <Trans>
          No connection right now. Your request is saved on this device and will be sent by itself when you are back online; you can close this page.
        </Trans>
      </p>
    );
  if (status.state === 'failed' && general.length > 0)
    return (
      <div className={s.banner.error} role="alert">
        {general.map((m) => (
          <p key={m} className={s.error}>
            {m}
          </p>
        ))}
      </div>
    );
  return null;
}
