/**
 * Numbers as the contacts page links them: the site's own and the offices' ("061-270-40-40").
 * Apart from phone-link.ts, which the layout loads on every page: these go with their page only.
 */
import { type PhoneNumber, phoneHref, phoneLabel } from './phone-link';

/** A number and its call link, as links take them. */
export interface PhoneLink {
  label: string;
  href: string;
}

export const phoneLink = (phone: PhoneNumber): PhoneLink => ({ label: phoneLabel(phone), href: phoneHref(phone) });

/** An office number written "061-270-40-40". */
export function officePhoneLink(text: string): PhoneLink {
  const [, code = '', number = ''] = /^(0\d{2})-(.+)$/.exec(text) ?? [];
  return code ? phoneLink({ code, number }) : { label: text, href: `tel:${text.replace(/\D/g, '')}` };
}
