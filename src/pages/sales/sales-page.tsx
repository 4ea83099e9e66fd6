import { Trans, useLingui } from '@lingui/react/macro';
import type { Sale } from '../../domain/content/sales';
import { assetUrl, translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { audienceName } from './audience';
import type { SalesListData } from './load';
import * as s from './sales.css';

/** Promotions: the current ones, or the archive with ?tab=archive (plain links, so no script is needed). */
export default function SalesPage({ title, data }: PageProps) {
  const { tab, items, counts } = data as SalesListData;
  const { t } = useLingui();
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.h1}>{title}</h1>
      <nav aria-label={t`Promotions`}>
        <ul className={s.tabs}>
          <li>
            <AppLink to="sales" className={s.tab} aria-current={tab === 'current' ? 'page' : undefined}>
              <Trans>Current</Trans> <span className={s.count}>{counts.current}</span>
            </AppLink>
          </li>
          <li>
            <AppLink to="sales" query="tab=archive" className={s.tab} aria-current={tab === 'archive' ? 'page' : undefined}>
              <Trans>Archive</Trans> <span className={s.count}>{counts.archive}</span>
            </AppLink>
          </li>
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className={s.empty}>{tab === 'archive' ? <Trans>The archive is empty.</Trans> : <Trans>There are no promotions right now.</Trans>}</p>
      ) : (
        <ul className={s.grid}>
          {items.map((sale) => (
            <SaleCard key={sale.id} sale={sale} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SaleCard({ sale }: { sale: Sale }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const tr = translation(sale.translations, locale);
  return (
    <li className={sale.is_active ? s.card : `${s.card} ${s.archived}`}>
      <img className={s.cardImage} src={assetUrl(sale.image)} alt="" width={1200} height={630} loading="lazy" />
      <div className={s.cardBody}>
        <span className={s.audience}>{i18n._(audienceName[sale.audience])}</span>
        <h2 className={s.cardTitle}>
          <AppLink to="sales-item" params={{ id: sale.url_name }} className={s.cardLink}>
            {tr.title}
          </AppLink>
        </h2>
        <p className={s.meta}>{tr.period}</p>
      </div>
    </li>
  );
}
