/**
 * What waits in the outbox, in a corner of every page: each queued or refused submission
 * with its state, and the confirmation of those sent while the visitor was away.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmissionKind } from '../../domain/forms/submissions';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/modal';
import { dismiss } from '../../outbox/submit';
import { type OutboxItem, serverDownCode } from '../../outbox/types';
import { markForResend } from './resend';
import { ReceiptView } from './ui/receipt';
import * as s from './outbox-panel.css';

/** The sender loads when a button asks for it; without the network it waits like the item. */
const sender = () => import('../../outbox/flush-later');
const sendAll = () => void sender().then((m) => m.flushOutbox({ force: true }), () => undefined);
const sendAgain = (id: string) => void sender().then((m) => m.sendAgain(id), () => undefined);

export default function OutboxPanel({ items }: { items: OutboxItem[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const waiting = items.filter((i) => i.state !== 'sent');
  const sent = items.find((i) => i.state === 'sent');
  const kinds: Record<SubmissionKind, string> = {
    callback: t`Call-back request`,
    connect: t`Connection request`,
    director: t`Message to the director`,
    vacancy: t`Vacancy application`,
  };
  const serverDown = (item: OutboxItem) => item.state === 'failed' && item.errors?.some((e) => e.code === serverDownCode) === true;
  const stateOf = (item: OutboxItem) =>
    item.state === 'sending'
      ? t`Sending…`
      : serverDown(item)
        ? t`The server has not accepted it for more than a day`
        : item.state === 'failed'
          ? t`Not accepted`
          : navigator.onLine
            ? t`Will be sent again shortly`
            : t`Will be sent when you are back online`;
  const failed = waiting.filter((i) => i.state === 'failed').length;

  return (
    <>
      {waiting.length > 0 && (
        <section className={s.panel} aria-labelledby="outbox-title" data-testid="outbox">
          <button type="button" className={s.toggle} aria-expanded={open} aria-controls="outbox-list" onClick={() => setOpen(!open)}>
            <span id="outbox-title">
              {failed > 0 ? <Trans>Requests need your attention: {failed}</Trans> : <Trans>Waiting to be sent: {waiting.length}</Trans>}
            </span>
          </button>
          {open && (
            <ul id="outbox-list" className={s.list}>
              {waiting.map((item) => (
                <li key={item.id} className={s.item} data-state={item.state}>
                  <strong>{kinds[item.kind]}</strong>
                  <span className={s.summary}>{item.summary}</span>
                  <span className={item.state === 'failed' ? s.failed : s.state}>{stateOf(item)}</span>
                  {item.errors?.map((e) => (
                    <span key={`${e.field ?? ''}${e.code}`} className={s.failed}>
                      {e.message}
                    </span>
                  ))}
                  <span className={s.actions}>
                    {item.state === 'queued' && navigator.onLine && (
                      <button type="button" className={button.outline} onClick={sendAll}>
                        <Trans>Send now</Trans>
                      </button>
                    )}
                    {serverDown(item) && (
                      <button type="button" className={button.primary} onClick={() => sendAgain(item.id)}>
                        <Trans>Send again</Trans>
                      </button>
                    )}
                    {item.state === 'failed' && !serverDown(item) && (
                      <a className={button.primary} href={item.returnTo} onClick={() => markForResend(item.id)}>
                        <Trans>Fix and send again</Trans>
                      </a>
                    )}
                    {item.state !== 'sending' && (
                      <button type="button" className={button.ghost} onClick={() => void dismiss(item.id)}>
                        <Trans>Remove</Trans>
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {sent && (
        <Modal open onClose={() => void dismiss(sent.id)} title={kinds[sent.kind]} closeLabel={t`Close`}>
          <ReceiptView item={sent} onDone={() => void dismiss(sent.id)} />
        </Modal>
      )}
    </>
  );
}
