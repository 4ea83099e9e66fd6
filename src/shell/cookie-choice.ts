/** The visitor's cookie choice as the browser keeps it: localStorage and a cookie of the same name. */
import { type CookieChoice, asCookieChoice, cookieChoiceCookie, cookieChoiceKey, cookieValue } from '../domain/cookie-choice';

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

let chosenAt: number | null = null;
/** The page's clock when the visitor chose during this page; null when they had before it loaded. */
export const choiceTime = (): number | null => chosenAt;

export function storeCookieChoice(choice: CookieChoice): void {
  chosenAt = performance.now();
  try {
    localStorage.setItem(cookieChoiceKey, choice);
  } catch {
    // The cookie below keeps it.
  }
  document.cookie = cookieChoiceCookie(choice);
}
