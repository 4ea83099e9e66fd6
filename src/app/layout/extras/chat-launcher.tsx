import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSiteData } from '../../../data/site-data';
import { ChatIcon } from '../../../ui/icons/chat';
import { CloseIcon } from '../../../ui/icons/close';
import { PhoneIcon } from '../../../ui/icons/phone';
import { TelegramIcon } from '../../../ui/icons/telegram';
import { ViberIcon } from '../../../ui/icons/viber';
import { useDismiss } from '../../../ui/use-dismiss';
import { choiceTime, consentEvent, readCookieChoice } from '../../../shell/cookie-choice';
import { chatDelayMs, greetingCycle } from './chat-timing';
import { coversContent } from './covers-content';
import { phoneHref, phoneLabel } from '../../../domain/phone-link';
import * as s from './chat-launcher.css';


function useGreeting(active: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    let round = 0;
    const show = () => {
      setVisible(true);
      timer = setTimeout(hide, greetingCycle.visibleMs);
    };
    const hide = () => {
      setVisible(false);
      timer = setTimeout(show, round++ === 0 ? greetingCycle.firstPauseMs : greetingCycle.pauseMs);
    };
    timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [active]);
  return active && visible;
}

/** How often a due greeting looks again at what lies under it, ms. */
const recheckMs = 250;

/**
 * The greeting shows only where it hides nothing of the page (a phone's screen is mostly text
 * and buttons): checked when it is due, as the page scrolls or resizes under it, and every
 * recheckMs while due, since a page opened in the app or content loaded late changes what lies
 * under it without a scroll, and as soon as the page's elements change.
 */
function useClearSpot(due: boolean, bubble: RefObject<HTMLElement | null>, own: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!due) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setClear(!!bubble.current && !!own.current && !coversContent(bubble.current, own.current));
    };
    const later = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    addEventListener('scroll', later, { passive: true });
    addEventListener('resize', later);
    const recheck = setInterval(later, recheckMs);
    // An island rendering under it changes the page between two rechecks: look before that paints.
    // So do a class or style changed, a font or an image arriving and a transition ending.
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'style', 'hidden', 'open'] });
    document.fonts?.addEventListener('loadingdone', later);
    document.addEventListener('load', later, true);
    document.addEventListener('transitionend', later, true);
    return () => {
      changes.disconnect();
      document.fonts?.removeEventListener('loadingdone', later);
      document.removeEventListener('load', later, true);
      document.removeEventListener('transitionend', later, true);
      clearInterval(recheck);
      cancelAnimationFrame(frame);
      removeEventListener('scroll', later);
      removeEventListener('resize', later);
      setClear(false);
    };
  }, [due, bubble, own]);
  return due && clear;
}

/** The support chat: messengers, the online chat and the phone, one tap away. */
export function ChatLauncher() {
  const { t } = useLingui();
  const { settings, phones } = useSiteData();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const due = useGreeting(ready && !open && !dismissed);
  const shown = useClearSpot(due, bubble, root);
  useDismiss(root, open, () => setOpen(false));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Counted from the visitor's choice when it was made on this page, else from the page's load:
    // the launcher may mount later than either (on an islands page, at the first input).
    const arm = (delay: number) => {
      if (readCookieChoice() === 'accepted' && timer === undefined) timer = setTimeout(() => setReady(true), delay);
    };
    const onConsent = () => arm(chatDelayMs);
    arm(Math.max(0, chatDelayMs - (performance.now() - (choiceTime() ?? 0))));
    window.addEventListener(consentEvent, onConsent);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(consentEvent, onConsent);
    };
  }, []);

  if (!ready || !settings) return null;
  const phone = phones[0];
  return (
    <div className={s.root} ref={root}>
      {due && (
        // Laid out but invisible (and silent) until its spot is clear; then a polite announcement.
        <div ref={bubble} className={s.greeting} data-shown={shown || undefined}>
          <p className={s.greetingText} role="status">
            <Trans>Need help? We are online 24/7.</Trans>
          </p>
          <button type="button" className={s.greetingClose} aria-label={t`Hide the greeting`} onClick={() => setDismissed(true)}>
            <CloseIcon />
          </button>
        </div>
      )}
      {open && (
        <div className={s.panel} role="dialog" aria-label={t`Support chat`}>
          <p className={s.title}>
            <Trans>Write to us or call, day and night</Trans>
          </p>
          <a className={s.option} href={settings.support_chat_url} target="_blank" rel="noopener noreferrer">
            <ChatIcon /> <Trans>Online chat</Trans>
          </a>
          <a className={s.option} href={settings.telegram_bot_url} target="_blank" rel="noopener noreferrer">
            <TelegramIcon /> Telegram
          </a>
          <a className={s.option} href={settings.viber_bot_url} target="_blank" rel="noopener noreferrer">
            <ViberIcon /> Viber
          </a>
          {phone && (
            <a className={s.option} href={phoneHref(phone)}>
              <PhoneIcon /> {phoneLabel(phone)}
            </a>
          )}
        </div>
      )}
      <button
        type="button"
        className={s.launcher}
        aria-expanded={open}
        aria-label={open ? t`Close the support chat` : t`Open the support chat`}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
