import type { ReactNode } from 'react';
import type { Phone } from '../domain/content/site';
import { useSiteData } from '../data/site-data';
import { ClockIcon } from './icons/clock';
import { MailIcon } from './icons/mail';
import { PhoneItems } from './phone-items';

/** The classes of the block's parts, each page's own. */
export interface SupportContactsClasses {
  hours: string;
  hoursIcon?: string;
  phones: string;
  phoneItem?: string;
  phone: string;
  mail: string;
}

/**
 * The support service's ways in, as the contacts and business pages show them: its hours, every
 * number of the site, the mailbox. The words are the page's (`hours`, `phonesLabel`).
 */
export function SupportContacts({ hours, phonesLabel, classes, afterPhone }: { hours: ReactNode; phonesLabel: string; classes: SupportContactsClasses; afterPhone?: (phone: Phone) => ReactNode }) {
  const { phones, settings } = useSiteData();
  return (
    <>
      <p className={classes.hours}>
        <ClockIcon className={classes.hoursIcon} />
        <span>{hours}</span>
      </p>
      <ul className={classes.phones} aria-label={phonesLabel}>
        <PhoneItems phones={phones} itemClassName={classes.phoneItem} linkClassName={classes.phone} after={afterPhone} />
      </ul>
      {settings && (
        <a className={classes.mail} href={`mailto:${settings.support_email}`}>
          <MailIcon />
          {settings.support_email}
        </a>
      )}
    </>
  );
}
