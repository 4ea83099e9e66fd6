import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteData } from '../../data/site-data';
import { PhoneItems } from '../../ui/phone-items';
import { ClockIcon } from '../../ui/icons/clock';
import { MailIcon } from '../../ui/icons/mail';
import * as s from './business.css';

/** Round-the-clock support for business customers: the hours, the numbers, the mailbox. */
export function BusinessContacts() {
  const { t } = useLingui();
  const { phones, settings } = useSiteData();
  return (
    <section className={s.contacts} aria-labelledby="business-contacts">
      <h2 id="business-contacts" className={s.h2}>
        <Trans>Contacts</Trans>
      </h2>
      <p className={s.hours}>
        <ClockIcon />
        <span>
          <Trans>Support for business: every day, 0:00–24:00</Trans>
        </span>
      </p>
      <ul className={s.phones} aria-label={t`Support phone numbers`}>
        <PhoneItems phones={phones} linkClassName={s.phone} />
      </ul>
      {settings && (
        <a className={s.mail} href={`mailto:${settings.support_email}`}>
          <MailIcon />
          {settings.support_email}
        </a>
      )}
    </section>
  );
}
