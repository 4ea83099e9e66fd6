import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '../../domain/format';
import type { ProductCard as Card } from '../../domain/market/view';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { visuallyHidden } from '../../ui/container.css';
import { availabilityName, tagName } from './words';
import * as s from './shop.css';

/** A product's price: now, and struck through what it was, with what the discount saves. */
export function PriceLine({ price, oldPrice, big = false }: { price: number; oldPrice: number | null; big?: boolean }) {
  const locale = useLocale();
  const now = formatMoney(price, locale);
  const was = oldPrice === null ? null : formatMoney(oldPrice, locale);
  return (
    <p className={s.price}>
      <span className={big ? `${s.priceNow} ${s.priceNowBig}` : s.priceNow}>
        <Trans>{now} UAH</Trans>
      </span>
      {was !== null && (
        <s className={s.priceOld}>
          <span className={visuallyHidden}>
            <Trans>Old price:</Trans>{' '}
          </span>
          <Trans>{was} UAH</Trans>
        </s>
      )}
    </p>
  );
}

/** Its discount and its mark, over the picture. */
export function ProductBadges({ discount, tag }: Pick<Card, 'discount' | 'tag'>) {
  const { i18n } = useLingui();
  if (discount === null && tag === null) return null;
  return (
    <div className={s.badges}>
      {discount !== null && <span className={s.badge.discount}>−{discount} %</span>}
      {tag !== null && <span className={s.badge[tag]}>{i18n._(tagName[tag])}</span>}
    </div>
  );
}

export function StockLine({ availability }: Pick<Card, 'availability'>) {
  const { i18n } = useLingui();
  return <p className={s.stock[availability]}>{i18n._(availabilityName[availability])}</p>;
}

/** A product in a list: the whole card links to its page; `action` (compare) takes its own clicks. */
export function ProductCardItem({ product, action, headingLevel = 3, className }: { product: Card; action?: ReactNode; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={className ? `${s.card} ${className}` : s.card}>
      <ProductBadges discount={product.discount} tag={product.tag} />
      <img className={s.cardImage} src={product.image} alt="" width={600} height={600} loading="lazy" decoding="async" />
      <Heading className={s.cardTitle}>
        <AppLink to="equipment-product" params={{ link: product.url }} className={s.cardLink}>
          {product.name}
        </AppLink>
      </Heading>
      <p className={s.cardSummary}>{product.summary}</p>
      <div className={s.cardFoot}>
        <PriceLine price={product.price} oldPrice={product.oldPrice} />
        <StockLine availability={product.availability} />
        {action && <div className={s.cardAction}>{action}</div>}
      </div>
    </li>
  );
}
