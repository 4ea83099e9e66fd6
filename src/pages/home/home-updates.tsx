import { Trans, useLingui } from '@lingui/react/macro';
import type { Sale } from '../../domain/content/sales';
import { assetUrl, translation } from '../../domain/content/translate';
import { formatDate } from '../../domain/format';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { ChevronRightIcon } from '../../ui/icons/chevron-right';
import { container, section } from '../../ui/container.css';
import type { FaqLink, NewsCard } from './load';
import * as s from './home-updates.css';

const isNotice = (n: NewsCard) => n.tags.some((t) => t === 'technical-works' || t === 'emergency');

/** The newest questions of the FAQ (5), each opening its answer on its category page. */
export function LatestFaq({ items }: { items: FaqLink[] }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section className={`${section} ${s.tinted}`} aria-labelledby="home-faq">
      <div className={container}>
        <div className={s.head}>
          <h2 id="home-faq" className={s.title}>
            <Trans>Frequently asked questions</Trans>
          </h2>
          <AppLink to="faq" className={s.more}>
            <Trans>All questions</Trans>
          </AppLink>
        </div>
        <ul className={s.faqList}>
          {items.map((f) => (
            <li key={f.id}>
              <AppLink to="faq-category" params={{ url_key: f.categoryKey }} hash={f.url_key} className={s.faqLink}>
                {pick(locale, f.question_ukr, f.question_ru)}
                <ChevronRightIcon />
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Current promotions, in their order. */
export function CurrentSales({ items }: { items: Sale[] }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section className={`${container} ${section}`} aria-labelledby="home-sales">
      <div className={s.head}>
        <h2 id="home-sales" className={s.title}>
          <Trans>Promotions</Trans>
        </h2>
        <AppLink to="sales" className={s.more}>
          <Trans>All promotions</Trans>
        </AppLink>
      </div>
      <ul className={s.grid}>
        {items.map((sale) => {
          const tr = translation(sale.translations, locale);
          return (
            <li key={sale.id} className={s.card}>
              <img className={s.cardImage} src={assetUrl(sale.image)} alt="" width={1200} height={630} loading="lazy" />
              <div className={s.cardBody}>
                <h3 className={s.cardTitle}>
                  <AppLink to="sales-item" params={{ id: sale.url_name }} className={s.cardLink}>
                    {tr.title}
                  </AppLink>
                </h3>
                <p className={s.meta}>{tr.period}</p>
                <p className={s.text}>{tr.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The latest news and notices. */
export function LatestNews({ items }: { items: NewsCard[] }) {
  const locale = useLocale();
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className={`${container} ${section}`} aria-labelledby="home-news">
      <div className={s.head}>
        <h2 id="home-news" className={s.title}>
          <Trans>News</Trans>
        </h2>
        <AppLink to="news" className={s.more}>
          <Trans>All news</Trans>
        </AppLink>
      </div>
      <ul className={s.gridWide}>
        {items.map((n) => {
          const tr = translation(n.translations, locale);
          return (
            <li key={n.id} className={s.card}>
              <div className={s.cardBody}>
                <p className={s.meta}>
                  <time dateTime={n.date_created}>{formatDate(n.date_created, 'date', locale)}</time>
                  {isNotice(n) && <span className={s.notice}> · {t`Notice`}</span>}
                </p>
                <h3 className={s.cardTitle}>
                  <AppLink to="news-item" params={{ id: n.id }} className={s.cardLink}>
                    {tr.title}
                  </AppLink>
                </h3>
                <p className={s.text}>{tr.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
