import { useEffect, useState } from 'react';
import { cookieNoticeId } from '../../../domain/cookie-choice';
import { withLocale } from '../../../domain/locale';
import { pathTo } from '../../../routing/paths';
import { consentEvent, readCookieChoice } from '../../../shell/cookie-choice';
import { useApp } from '../../app-context';
import { CookieNoticeView } from './cookie-notice-view';

/**
 * The notice for a page that came without the server's one while no choice is stored (a page
 * the service worker kept after a choice that the browser has since forgotten). The notice's
 * behaviour, the server's one included, is the shell's (src/shell/cookie-notice.ts): it stores
 * the choice and fires the consent event, on which this one goes.
 */
export function CookieNotice() {
  const { locale } = useApp();
  // Mounted only after hydration (layout.tsx), so the document is there to ask.
  const [own, setOwn] = useState(() => readCookieChoice() === null && !document.getElementById(cookieNoticeId));

  useEffect(() => {
    if (!own) return;
    const gone = () => setOwn(false);
    window.addEventListener(consentEvent, gone);
    return () => window.removeEventListener(consentEvent, gone);
  }, [own]);

  return own ? <CookieNoticeView policyHref={withLocale(locale, pathTo('privacy-policy'))} /> : null;
}
