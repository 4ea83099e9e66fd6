import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Sale } from '../../domain/content/sales';
import { assetUrl, translation } from '../../domain/content/translate';
import { formatDay } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { pathTo } from '../../routing/paths';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { CheckIcon } from '../../ui/icons/check';
import { ChevronRightIcon } from '../../ui/icons/chevron-right';
import { RichText } from '../../ui/rich-text';
import { audienceName } from './audience';
import type { SaleData } from './load';
import * as s from './sales.css';

/** One promotion: what, for whom, when, the conditions, how to take part, the full terms. */
export default function SalePage({ data }: PageProps) {
  const { sale } = data as SaleData;
  const locale = useLocale();
  const { i18n, t } = useLingui();
  const tr = translation(sale.translations, locale);
  const start = formatDay(sale.date_start, locale);
  return (
    <div className={`${container} ${s.page}`}>
      <AppLink to="sales" query={sale.is_active ? undefined : 'tab=archive'} className={s.back}>
        <ChevronRightIcon className={s.backIcon} />
        {sale.is_active ? <Trans>All promotions</Trans> : <Trans>Promotion archive</Trans>}
      </AppLink>
      <h1 className={s.h1}>{tr.title}</h1>
      {!sale.is_active && (
        <p className={s.ended} role="note">
          <Trans>This promotion has ended.</Trans>
        </p>
      )}
      {/* The facts come first: on a phone they sit under the title, on a wide screen beside the text. */}
      <div className={s.layout}>
        <aside className={s.facts} aria-label={t`The promotion in brief`}>
          <dl className={s.factList}>
            <div>
              <dt className={s.factTerm}>
                <Trans>Period</Trans>
              </dt>
              <dd className={s.factValue}>{tr.period}</dd>
              {/* The printed period of a closed promotion already has its dates; an open one says since when. */}
              {!sale.date_end && (
                <dd className={s.meta}>
                  <Trans>
                    since <time dateTime={sale.date_start}>{start}</time>
                  </Trans>
                </dd>
              )}
            </div>
            <div>
              <dt className={s.factTerm}>
                <Trans>Who it is for</Trans>
              </dt>
              <dd className={s.factValue}>{i18n._(audienceName[sale.audience])}</dd>
            </div>
          </dl>
          <div className={s.cta}>{sale.is_active ? <SaleAction sale={sale} /> : <EndedAction />}</div>
        </aside>
        <article className={s.body}>
          <img className={s.hero} src={assetUrl(sale.image)} alt="" width={1200} height={630} />
          <p className={s.lead}>{tr.description}</p>
          <h2 className={s.h2}>
            <Trans>Conditions</Trans>
          </h2>
          <ul className={s.checklist}>
            {tr.conditions.map((c) => (
              <li key={c} className={s.checkItem}>
                <CheckIcon className={s.checkIcon} />
                {c}
              </li>
            ))}
          </ul>
          <h2 className={s.h2}>
            <Trans>How to take part</Trans>
          </h2>
          <ol className={s.steps}>
            {tr.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h2 className={s.h2}>{tr.details_label}</h2>
          <RichText html={tr.details} />
        </article>
      </div>
    </div>
  );
}

/** What to do next: see the product, choose a tariff (newcomers) or ask support. */
function SaleAction({ sale }: { sale: Sale }) {
  if (sale.product) {
    // Product pages live at equipment/{category}/{id}; the shop's routes build on /equipment.
    const href = `${pathTo('equipment')}/${sale.product.category}/${sale.product.id}`;
    return (
      <Link href={href} className={button.primary}>
        <Trans>View the product</Trans>
      </Link>
    );
  }
  if (sale.audience === 'all-subscribers') {
    return (
      <AppLink to="contacts" className={button.primary}>
        <Trans>Ask us about it</Trans>
      </AppLink>
    );
  }
  return (
    <AppLink to="tariffs" className={button.primary}>
      <Trans>Choose a tariff and connect</Trans>
    </AppLink>
  );
}

function EndedAction() {
  return (
    <AppLink to="sales" className={button.outline}>
      <Trans>See current promotions</Trans>
    </AppLink>
  );
}
