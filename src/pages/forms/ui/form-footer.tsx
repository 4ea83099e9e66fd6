/** The end of every form: what became of the last "Send", and the button (held while sending). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import type { SendStatus } from '../use-send';
import { SendStatusNote } from './send-status';
import * as s from '../../../ui/form.css';

export function FormFooter({ status, general, label, sendingLabel }: { status: SendStatus; general: string[]; label: ReactNode; sendingLabel?: ReactNode }) {
  const sending = status.state === 'sending';
  return (
    <>
      <SendStatusNote status={status} general={general} />
      <div className={s.actions}>
        <button type="submit" className={button.primary} disabled={sending}>
          {sending ? (sendingLabel ?? <Trans>Sending…</Trans>) : label}
        </button>
      </div>
    </>
  );
}
