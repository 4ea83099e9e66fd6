import { Trans } from '@lingui/react/macro';
import { ClockIcon } from '../../ui/icons/clock';
import { MailIcon } from '../../ui/icons/mail';
import type { DepartmentCard } from './load';
import { phoneLink } from '../../domain/phone-links';
import * as s from './contacts.css';

/** Direct contacts of the finance, network administration and sales departments. */
export function Departments({ items }: { items: DepartmentCard[] }) {
  if (items.length === 0) return null;
  return (
    <section className={s.block} aria-labelledby="contacts-departments">
      <h2 id="contacts-departments" className={s.h2}>
        <Trans>Departments</Trans>
      </h2>
      <ul className={`${s.cards} ${s.cards3}`}>
        {items.map((d) => (
          <li key={d.id} className={s.card}>
            <h3 className={s.cardTitle}>{d.name}</h3>
            <p className={s.muted}>{d.description}</p>
            <p className={s.fact}>
              <ClockIcon className={s.factIcon} />
              <span>{d.hours}</span>
            </p>
            <ul className={s.links}>
              {d.phones.map(phoneLink).map((p) => (
                <li key={p.href}>
                  <a className={s.phone} href={p.href}>
                    {p.label}
                  </a>
                </li>
              ))}
              <li>
                <a className={s.mailSmall} href={`mailto:${d.email}`}>
                  <MailIcon />
                  {d.email}
                </a>
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
