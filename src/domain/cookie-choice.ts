/**
 * The visitor's answer to the cookie notice. The browser keeps it in localStorage and in a
 * cookie of the same name, which the server reads to leave the notice out of the page.
 */
export const cookieChoiceKey = 'isHidaCookie';
export const cookieChoices = ['accepted', 'rejected'] as const;
export type CookieChoice = (typeof cookieChoices)[number];
/** Kept as long as the language choice: 365 days. */
export const cookieChoiceMaxAge = 365 * 24 * 60 * 60;

/** The notice's element id: the page takes over the server's notice by it. */
export const cookieNoticeId = 'cookie-notice';

/** A stored value that is a choice, else null (a value from elsewhere counts as no choice). */
export function asCookieChoice(value: unknown): CookieChoice | null {
  return cookieChoices.find((c) => c === value) ?? null;
}

/** One cookie's value from a Cookie header (or document.cookie). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The attributes of the choice's cookie, as document.cookie takes them. */
export function cookieChoiceCookie(choice: CookieChoice): string {
  return `${cookieChoiceKey}=${choice}; Max-Age=${cookieChoiceMaxAge}; Path=/; SameSite=Lax`;
}

/**
 * The page without the server's notice: the service worker serves a page it kept before the
 * visitor chose this way. The notice holds no other section (server/render/html.ts places it).
 */
export function withoutCookieNotice(html: string): string {
  const start = html.indexOf(`<section id="${cookieNoticeId}"`);
  if (start < 0) return html;
  const end = html.indexOf('</section>', start);
  return end < 0 ? html : html.slice(0, start) + html.slice(end + '</section>'.length);
}
