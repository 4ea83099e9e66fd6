import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { CloseIcon } from './icons/close';
import * as s from './modal.css';

/**
 * A modal dialog on the native <dialog>: focus trapping, Escape and the top layer come free.
 * `serverOpen`: the server sends it open (a page that is the dialog, /call), shown in place until
 * the browser makes it modal. The attribute never changes after that, so React leaves it alone.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  serverOpen,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  serverOpen?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Set while a dialog the server sent open is closed only to open it again as a modal.
  const reopening = useRef(false);
  const dismissed = useEffectEvent(onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Closed by Escape before it woke (src/shell/server-dialogs.ts): it stays closed.
    if (open && dialog.dataset.dismissed !== undefined) {
      delete dialog.dataset.dismissed;
      return dismissed();
    }
    if (open && !dialog.matches(':modal')) {
      if (dialog.open) {
        reopening.current = true;
        dialog.close();
      }
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const closed = () => {
    if (reopening.current) reopening.current = false;
    else onClose();
  };
  return (
    <dialog ref={ref} className={s.dialog} onClose={closed} aria-labelledby="modal-title" open={serverOpen}>
      <div className={s.head}>
        <h2 id="modal-title" className={s.title}>
          {title}
        </h2>
        <button type="button" className={s.close} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
