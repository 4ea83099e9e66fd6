/**
 * The cookie notice's behaviour. The server renders the notice outside the app's root for a
 * visitor who has not chosen; its buttons post the choice without JavaScript. With it, a click
 * stores the choice in the page and removes the notice, and the policy link opens inside the app
 * when one runs. A notice React renders inside the root (a kept page that came without one) is
 * hidden here and removed by React on the consent event.
 */
import { asCookieChoice, cookieChoiceCookie, cookieNoticeId } from '../domain/cookie-choice';
import { consentEvent, readCookieChoice, storeCookieChoice } from './cookie-choice';
import { plainClick, targetElement, whenParsed } from './events';
import { navigateInApp } from './in-app-navigation';

const ownedByApp = (notice: HTMLElement) => document.getElementById('root')?.contains(notice) ?? false;

function dismiss(notice: HTMLElement): void {
  if (ownedByApp(notice)) notice.hidden = true;
  else notice.remove();
}

function takeOver(): void {
  const notice = document.getElementById(cookieNoticeId);
  const stored = readCookieChoice();
  if (stored) {
    // A choice kept only in localStorage (made before the cookie existed) reaches the server from now on.
    document.cookie = cookieChoiceCookie(stored);
    if (notice) dismiss(notice);
  } else if (notice) {
    // A sign (for the end-to-end tests too) that a choice is now made in the page, without a post.
    notice.dataset.controlled = '';
  }
}

export function startCookieNotice(): void {
  whenParsed(takeOver);
  document.addEventListener('click', (event) => {
    const target = targetElement(event);
    const notice = target?.closest<HTMLElement>(`#${cookieNoticeId}`);
    if (!target || !notice) return;
    const choice = asCookieChoice(target.closest('button')?.value);
    if (choice) {
      event.preventDefault();
      storeCookieChoice(choice);
      dismiss(notice);
      window.dispatchEvent(new Event(consentEvent));
      return;
    }
    const link = target.closest('a');
    if (link && plainClick(event) && navigateInApp(link.pathname + link.search)) event.preventDefault();
  });
}
