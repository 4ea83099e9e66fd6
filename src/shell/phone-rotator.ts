/**
 * The top bar's phone: every 5 s it shows the next number of its list (paused while the pointer
 * is over it or the list is open); a mouse over the arrow opens the list. The rotator is found
 * on each tick, so a top bar that React renders or replaces later rotates all the same.
 */
import { targetElement } from './events';
import { setPopup } from './popups';

export const phoneRotationMs = 5000;

const rotatorSelector = '[data-phone-rotator]';
const toggleSelector = 'button[data-popup]';

function rotate(root: HTMLElement): void {
  if (root.dataset.hovered !== undefined) return;
  const toggle = root.querySelector<HTMLElement>(toggleSelector);
  if (toggle?.getAttribute('aria-expanded') === 'true') return;
  const numbers = root.querySelectorAll<HTMLAnchorElement>('[data-phone-list] a[href]');
  const current = root.querySelector<HTMLAnchorElement>('a[data-phone-current]');
  const label = current?.querySelector('[data-phone-label]');
  const index = ((Number(root.dataset.index) || 0) + 1) % Math.max(numbers.length, 1);
  const next = numbers[index];
  if (numbers.length < 2 || !current || !label || !next) return;
  root.dataset.index = String(index);
  current.setAttribute('href', next.getAttribute('href') ?? '');
  label.textContent = next.textContent;
  const dot = current.querySelector<HTMLElement>('[data-operator]');
  const operator = next.querySelector<HTMLElement>('[data-operator]')?.dataset.operator;
  if (dot && operator) dot.dataset.operator = operator;
}

export function startPhoneRotator(): void {
  setInterval(() => document.querySelectorAll<HTMLElement>(rotatorSelector).forEach(rotate), phoneRotationMs);
  document.addEventListener('pointerover', (event) => {
    const target = targetElement(event);
    const root = target?.closest<HTMLElement>(rotatorSelector);
    if (!target || !root) return;
    root.dataset.hovered = '';
    const toggle = target.closest<HTMLElement>(toggleSelector);
    if (toggle && root.contains(toggle) && event.pointerType === 'mouse') {
      setPopup(toggle, true);
      toggle.dataset.hoverOpened = '';
    }
  });
  document.addEventListener('pointerout', (event) => {
    const root = targetElement(event)?.closest<HTMLElement>(rotatorSelector);
    if (!root || (event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) return;
    delete root.dataset.hovered;
    const toggle = root.querySelector<HTMLElement>(toggleSelector);
    if (toggle) setPopup(toggle, false);
  });
}
