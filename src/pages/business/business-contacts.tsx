import { Trans, useLingui } from '@lingui/react/macro';
import { SupportContacts } from '../../ui/support-contacts';
import * as s from './business.css';

/** Round-the-clock support for business customers: the hours, the numbers, the mailbox. */
export function BusinessContacts() {
  const { t } = useLingui();
  return (
    <section className={s.contacts} aria-labelledby="business-contacts">
      <h2 id="business-contacts" className={s.h2}>
        <Trans>Contacts</Trans>
      </h2>
      <SupportContacts
        hours={<Trans>Support for business: every day, 0:00–24:00</Trans>}
        phonesLabel={t`Support phone numbers`}
        classes={{ hours: s.hours, phones: s.phones, phone: s.phone, mail: s.mail }}
      />
    </section>
  );
}
