import { Trans } from '@lingui/react/macro';
import { cookieChoiceKey, cookieNoticeId } from '../../../domain/cookie-choice';
import { button } from '../../../ui/button.css';
import '../cookie-notice.css';

/**
 * The cookie notice's markup, no state: the server renders it outside the app's root for a
 * visitor who has not chosen, and the shell's code (src/shell/cookie-notice.ts) handles it.
 * `policyHref`: the privacy policy's full path in the page's language.
 */
export function CookieNoticeView({ policyHref }: { policyHref: string }) {
  return (
    <section id={cookieNoticeId} aria-label="Cookies" aria-live="polite">
      <p>
        <Trans>
          We use cookies to remember your language and settings and to understand how the site is used. Read more in the{' '}
          <a href={policyHref}>privacy policy</a>.
        </Trans>
      </p>
      {/* Until the page's script takes the notice over (or without one), a choice is posted to
          the page's own URL, which stores it in the cookie and opens the page again. */}
      <form method="post">
        <button type="submit" className={button.primary} name={cookieChoiceKey} value="accepted">
          <Trans>Accept</Trans>
        </button>
        <button type="submit" className={button.outline} name={cookieChoiceKey} value="rejected">
          <Trans>Reject</Trans>
        </button>
      </form>
    </section>
  );
}
