import type { ReactNode } from 'react';
import type { Phone } from '../domain/content/site';
import { phoneHref, phoneLabel } from '../domain/phone-link';

/**
 * The site's phone numbers as list items of call links; the list around them is the caller's,
 * and `before` puts an icon or a mark ahead of each number.
 */
export function PhoneItems({ phones, linkClassName, before }: { phones: Phone[]; linkClassName?: string; before?: (phone: Phone) => ReactNode }) {
  return phones.map((phone) => (
    <li key={phone.id}>
      <a className={linkClassName} href={phoneHref(phone)}>
        {before?.(phone)}
        {phoneLabel(phone)}
      </a>
    </li>
  ));
}
