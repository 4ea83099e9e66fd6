import { Plural, Trans } from '@lingui/react/macro';
import { useContext } from 'react';
import { assetUrl } from '../../domain/content/translate';
import { localePrefix, pick } from '../../domain/locale';
import { shopTerms } from '../../domain/market/terms';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { pathTo } from '../../routing/paths';
import { container } from '../../ui/container.css';
import { IslandsMode, island } from '../../ui/island';
import CataloguePart from './catalogue.island';
import type { CatalogueData } from './load';
import * as s from './shop.css';

// Plain links and a GET form until touched; saved-filters.enhance.ts wakes it for a tab's kept filters.
const Catalogue = island('pages/equipment/catalogue.island', CataloguePart, { when: 'touch' });

/** /equipment and /equipment/category/{link}: the four categories, then the filtered catalogue. */
export default function CataloguePage({ title, data }: PageProps) {
  const { refs, category, query, page, facets, categoryCards } = data as CatalogueData;
  const locale = useLocale();
  // The whole app hydrates the catalogue at once, which then finds the tab's filters itself.
  const islands = useContext(IslandsMode);
  const { freeDeliveryFrom } = shopTerms;
  const action = localePrefix[locale] + (category ? pathTo('equipment-category', { link: category.url }) : pathTo('equipment'));
  return (
    <div className={`${container} ${s.page}`} data-enhance={islands ? 'pages/equipment/saved-filters.enhance' : undefined}>
      <h1 className={s.h1}>{category ? pick(locale, category.name_ukr, category.name_ru) : title}</h1>
      {!category && (
        <p className={s.lead}>
          <Trans>
            Routers, TV boxes, Wi-Fi mesh systems and backup power chosen for our network. Subscribers get free delivery within Zaporizhzhia on orders from{' '}
            {freeDeliveryFrom} UAH.
          </Trans>
        </p>
      )}
      <nav aria-label={title} className={s.categoryNav}>
        <ul className={s.categories}>
          {categoryCards.map((c) => (
            <li key={c.id} className={c.id === category?.id ? `${s.category} ${s.categoryCurrent}` : s.category}>
              {c.image && <img className={s.categoryImage} src={assetUrl(c.image)} alt="" width={96} height={96} loading="lazy" />}
              <AppLink to="equipment-category" params={{ link: c.url }} className={s.cardLink} aria-current={c.id === category?.id ? 'page' : undefined}>
                {pick(locale, c.name_ukr, c.name_ru)}
              </AppLink>
              <span className={s.categoryCount}>
                <Plural value={c.count} one="# product" few="# products" many="# products" other="# products" />
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <Catalogue refs={refs} action={action} categoryId={category?.id ?? null} query={query} page={page} facets={facets} />
    </div>
  );
}
