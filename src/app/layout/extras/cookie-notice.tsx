import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { type CookieChoice, asCookieChoice, cookieChoiceCookie, cookieChoiceKey, cookieNoticeId, cookieValue } from '../../../domain/cookie-choice';
import { withLocale } from '../../../domain/locale';
import { pathTo } from '../../../routing/paths';
import { useApp } from '../../app-context';
import { CookieNoticeView } from './cookie-notice-view';

/** Fired on window when the visitor makes a choice. */
export const consentEvent = 'cookie-consent';

/** The stored choice: localStorage (where it was kept before the cookie), else the cookie. */
export function readCookieChoice(): CookieChoice | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(cookieChoiceKey);
  } catch {
    // Storage may be unavailable (private mode): the cookie still tells.
  }
  return asCookieChoice(stored) ?? asCookieChoice(cookieValue(document.cookie, cookieChoiceKey));
}

function store(choice: CookieChoice) {
  try {
    localStorage.setItem(cookieChoiceKey, choice);
  } catch {
    // The cookie below keeps it.
  }
  document.cookie = cookieChoiceCookie(choice);
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Takes over the notice the server rendered for a visitor who has not chosen (outside the
 * app's root, see cookie-notice-view.tsx): removes it once a choice is stored, else wires
 * its buttons and its policy link. Renders the notice itself only when the page came
 * without one and no choice is stored (a page the service worker kept after a choice that
 * the browser has since forgotten).
 */
export function CookieNotice() {
  const { locale } = useApp();
  const [, navigate] = useLocation();
  // Mounted only after hydration (layout.tsx), so the document is there to ask.
  const [own, setOwn] = useState(() => readCookieChoice() === null && !document.getElementById(cookieNoticeId));

  useEffect(() => {
    const notice = document.getElementById(cookieNoticeId);
    const stored = readCookieChoice();
    if (stored) {
      // A choice kept only in localStorage (made before the cookie existed) reaches the server from now on.
      document.cookie = cookieChoiceCookie(stored);
      notice?.remove();
      return;
    }
    if (!notice) return;
    // A sign for the end-to-end tests that a choice is now made in the page, without a post.
    notice.dataset.controlled = '';
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const choice = asCookieChoice(target.closest('button')?.value);
      if (choice) {
        event.preventDefault();
        store(choice);
        if (own) setOwn(false);
        else notice.remove();
        window.dispatchEvent(new Event(consentEvent));
      } else if (target.closest('a') && plainClick(event)) {
        // The policy opens inside the app, as an AppLink would.
        event.preventDefault();
        navigate(pathTo('privacy-policy'));
      }
    };
    notice.addEventListener('click', onClick);
    return () => notice.removeEventListener('click', onClick);
  }, [own, navigate]);

  return own ? <CookieNoticeView policyHref={withLocale(locale, pathTo('privacy-policy'))} /> : null;
}
