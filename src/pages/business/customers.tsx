import { Trans } from '@lingui/react/macro';
import type { BusinessCustomer } from '../../domain/content/business';
import { assetUrl } from '../../domain/content/translate';
import * as s from './business.css';

/** The marks of companies we connect, each linking to its site. */
export function Customers({ items }: { items: BusinessCustomer[] }) {
  if (items.length === 0) return null;
  return (
    <section className={s.section} aria-labelledby="business-customers">
      <h2 id="business-customers" className={s.h2}>
        <Trans>They work with us</Trans>
      </h2>
      <ul className={s.marks}>
        {items.map((c) => (
          <li key={c.id}>
            <a className={s.markLink} href={c.link} target="_blank" rel="noopener noreferrer">
              <img className={s.markImage} src={assetUrl(c.icon)} alt={c.name} width={300} height={64} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
