import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { useHydrated } from '../../ui/use-hydrated';
import * as s from './cookie-notice.css';

/** The flag key of the cookie choice; its value records the choice. */
export const cookieFlagKey = 'isHidaCookie';
/** Fired on window when the visitor makes a choice. */
export const consentEvent = 'cookie-consent';

export function readCookieChoice(): string | null {
  try {
    return localStorage.getItem(cookieFlagKey);
  } catch {
    return null;
  }
}

/** Shown until the visitor accepts or rejects; the choice is stored and the notice stays hidden. */
export function CookieNotice() {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<string | null>(() => (typeof window === 'undefined' ? 'pending' : readCookieChoice()));
  if (!hydrated || choice) return null;
  const decide = (value: 'accepted' | 'rejected') => {
    try {
      localStorage.setItem(cookieFlagKey, value);
    } catch {
      // Storage may be unavailable (private mode): hide for this page view anyway.
    }
    setChoice(value);
    window.dispatchEvent(new Event(consentEvent));
  };
  return (
    <section className={s.notice} aria-label="Cookies" aria-live="polite">
      <p className={s.text}>
        <Trans>
          We use cookies to remember your language and settings and to understand how the site is used. Read more in the{' '}
          <AppLink to="privacy-policy">privacy policy</AppLink>.
        </Trans>
      </p>
      <div className={s.actions}>
        <button type="button" className={button.primary} onClick={() => decide('accepted')}>
          <Trans>Accept</Trans>
        </button>
        <button type="button" className={button.outline} onClick={() => decide('rejected')}>
          <Trans>Reject</Trans>
        </button>
      </div>
    </section>
  );
}
