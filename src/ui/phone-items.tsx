import type { ReactNode } from 'react';
import type { Phone } from '../domain/content/site';
import { phoneHref, phoneLabel } from '../domain/phone-link';

export interface PhoneItemsProps {
  phones: Phone[];
  itemClassName?: string;
  linkClassName?: string;
  /** An icon or a mark ahead of each number, inside its link. */
  before?: (phone: Phone) => ReactNode;
  /** What follows each link in its item (the operator's name). */
  after?: (phone: Phone) => ReactNode;
}

/** The site's phone numbers as list items of call links; the list around them is the caller's. */
export function PhoneItems({ phones, itemClassName, linkClassName, before, after }: PhoneItemsProps) {
  return phones.map((phone) => (
    <li key={phone.id} className={itemClassName}>
      <a className={linkClassName} href={phoneHref(phone)}>
        {before?.(phone)}
        {phoneLabel(phone)}
      </a>
      {after?.(phone)}
    </li>
  ));
}
