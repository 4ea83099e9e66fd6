import { AppLink } from '../../routing/app-link';
import type { CategoryCard } from './load';
import * as s from './faq.css';
import { ContentPicture } from '../../ui/content-picture';

/** Cards of FAQ categories (and fixed articles), each linking its page. */
export function CategoryCards({ items }: { items: CategoryCard[] }) {
  return (
    <ul className={s.cards}>
      {items.map((c) => (
        <li key={c.url_key} className={s.card}>
          <ContentPicture className={s.cardIcon} asset={c.icon} alt="" width={48} height={48} loading="lazy" />
          <div className={s.cardBody}>
            <h3 className={s.cardTitle}>
              <AppLink to="faq-category" params={{ url_key: c.url_key }} className={s.cardLink}>
                {c.name}
              </AppLink>
            </h3>
            <p className={s.cardText}>{c.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
