/**
 * The header's dropdowns (Reference, the phone list): a `button[data-popup]` shows and hides the
 * list its aria-controls names. Escape, a press outside its `[data-popup-root]` or a link chosen
 * in it closes it. State lives in the DOM: aria-expanded on the button, hidden on the list.
 */
import { targetElement } from './events';

const openButtons = 'button[data-popup][aria-expanded="true"]';

const popupRoot = (button: Element): Element => button.closest('[data-popup-root]') ?? button.parentElement ?? button;

/** Opens or closes one popup; a closed one forgets that a hover opened it. */
export function setPopup(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !open;
  if (!open) delete button.dataset.hoverOpened;
}

/** Closes every open popup, except the one whose root holds `inside`. */
export function closePopups(inside?: Node | null): void {
  for (const button of document.querySelectorAll<HTMLElement>(openButtons)) {
    if (!inside || !popupRoot(button).contains(inside)) setPopup(button, false);
  }
}

export function startPopups(): void {
  document.addEventListener('click', (event) => {
    const target = targetElement(event);
    const button = target?.closest<HTMLElement>('button[data-popup]');
    if (button) {
      // A list a mouse opened by hovering stays open on a click rather than closing.
      const open = button.dataset.hoverOpened !== undefined || button.getAttribute('aria-expanded') !== 'true';
      closePopups(button);
      setPopup(button, open);
      return;
    }
    // A link chosen in an open list closes it (the page may stay: a call link, an in-app link).
    const root = target?.closest('a[href]')?.closest('[data-popup-root]');
    const inRoot = root?.querySelector<HTMLElement>(openButtons);
    if (inRoot) setPopup(inRoot, false);
  });
  document.addEventListener('pointerdown', (event) => closePopups(targetElement(event)));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closePopups();
  });
}
