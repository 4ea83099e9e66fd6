/** The confirmation of a sent submission: its success status and number, and what happens next. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { requestMessages } from '../../../domain/forms/messages';
import type { SubmissionKind } from '../../../domain/forms/submissions';
import { button } from '../../../ui/button.css';
import type { OutboxItem } from '../../../outbox/types';
import * as s from '../../../ui/form.css';

/** `headline` replaces "Request received" and then stands alone (the message to the director says all in one line). */
export function ReceiptView({ item, onDone, headline }: { item: OutboxItem; onDone: () => void; headline?: ReactNode }) {
  const { t, i18n } = useLingui();
  const next: Record<SubmissionKind, string> = {
    callback: t`We will call you back during working hours, 8:00-18:00.`,
    connect: t`Our manager will call you to agree on the connection.`,
    director: t`The message has been sent to the director.`,
    vacancy: `${i18n._(requestMessages.vacancySent)}. ${t`We will contact you.`}`,
  };
  return (
    <div className={s.form} data-testid="receipt">
      <p className={s.banner.success} role="status">
        {headline ?? (
          <strong>
            <Trans>Request received</Trans>
          </strong>
        )}{' '}
        {item.receipt && <Trans>No. {item.receipt.id}</Trans>}
      </p>
      {!headline && <p>{next[item.kind]}</p>}
      <div className={s.actions}>
        <button type="button" className={button.primary} onClick={onDone}>
          <Trans>OK</Trans>
        </button>
      </div>
    </div>
  );
}
