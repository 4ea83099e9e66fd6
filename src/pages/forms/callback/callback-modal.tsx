/** The call-back form in a modal (header, footer, /call). */
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../../ui/modal';
import { CallbackForm } from './callback-form';
import type { CallbackPrefill } from '../../../shell/callback-request';

export default function CallbackModal({ open, prefill, onClose, serverOpen }: { open: boolean; prefill?: CallbackPrefill; onClose: () => void; serverOpen?: boolean }) {
  const { t } = useLingui();
  return (
    <Modal open={open} serverOpen={serverOpen} onClose={onClose} title={t`Request a call`} closeLabel={t`Close`}>
      <p>{t`Leave your number and we will call you back: about connection, tariffs or anything else.`}</p>
      {open && <CallbackForm prefill={prefill} onDone={onClose} />}
    </Modal>
  );
}
