/**
 * The small-screen menu: `button[data-drawer-toggle]` opens the server-rendered `[data-drawer]`
 * (hidden until then). While open, html carries data-drawer-open and focus is inside; Escape,
 * the backdrop, its close button, one of its links or a history step close it and give focus
 * back to the opener.
 */
import { targetElement } from './events';

const drawerSelector = '[data-drawer]';
let opener: HTMLElement | null = null;

function setToggles(open: boolean): void {
  for (const toggle of document.querySelectorAll<HTMLElement>('button[data-drawer-toggle]')) {
    toggle.setAttribute('aria-expanded', String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute('aria-label', label);
  }
}

export function openDrawer(): void {
  const drawer = document.querySelector<HTMLElement>(drawerSelector);
  if (!drawer || !drawer.hidden) return;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  drawer.hidden = false;
  document.documentElement.dataset.drawerOpen = '';
  setToggles(true);
  drawer.querySelector<HTMLElement>('[role="dialog"]')?.querySelector<HTMLElement>('a, button')?.focus();
}

export function closeDrawer(): void {
  const drawer = document.querySelector<HTMLElement>(`${drawerSelector}:not([hidden])`);
  delete document.documentElement.dataset.drawerOpen;
  if (!drawer) return;
  drawer.hidden = true;
  setToggles(false);
  const back = opener;
  opener = null;
  if (back?.isConnected) back.focus();
}

export function startDrawer(): void {
  document.addEventListener('click', (event) => {
    const target = targetElement(event);
    if (!target) return;
    const toggle = target.closest('button[data-drawer-toggle]');
    if (toggle) {
      if (toggle.getAttribute('aria-expanded') === 'true') closeDrawer();
      else openDrawer();
    } else if (target.closest('[data-drawer-close]') || target.closest(`${drawerSelector} a[href]`)) {
      closeDrawer();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.documentElement.dataset.drawerOpen !== undefined) closeDrawer();
  });
  // Back or forward while open (the app's navigation included): the menu closes.
  window.addEventListener('popstate', closeDrawer);
}
