import { type ReactNode, useEffect, useRef } from 'react';
import { CloseIcon } from './icons/close';
import * as s from './modal.css';

/** A modal dialog on the native <dialog>: focus trapping, Escape and the top layer come free. */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={s.dialog} onClose={onClose} aria-labelledby="modal-title">
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
