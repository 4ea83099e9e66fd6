/**
 * A dialog the server sends open (the call-back form on /call) before React makes it modal:
 * Escape closes it as it would a modal one, and marks it, so the island that wakes then keeps it
 * closed (src/ui/modal.tsx).
 */
export const dismissedBeforeWaking = 'dismissed';

export function startServerDialogs(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]:not(:modal)')) {
      dialog.dataset[dismissedBeforeWaking] = '';
      dialog.close();
    }
  });
}
