import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/modal';
import * as s from './tv.css';

/** Why football is not in the tariffs and what to do: close, or go to the tariff cards. */
export function FootballModal({ open, title, text, onClose, onChoose }: { open: boolean; title: string; text: string; onClose: () => void; onChoose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t`Close`}>
      <p>{text}</p>
      <div className={s.actions}>
        <button type="button" className={button.outline} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
        <button type="button" className={button.primary} onClick={onChoose}>
          <Trans>Choose tariff</Trans>
        </button>
      </div>
    </Modal>
  );
}
