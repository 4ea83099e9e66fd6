import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { httpContentSource } from '../../data/content-source';
import { type ProductCard, productCard } from '../../domain/market/view';
import { useLocale } from '../../i18n/use-locale';
import { loadShop } from './load';
import { ProductCardItem } from './product-card';
import { noteViewed, useShopList } from './shop-lists';
import * as s from './shop.css';

/**
 * The products this device viewed lately, newest first, without the one on screen, which it
 * notes as viewed. Read from the content the service worker keeps, so it shows offline too.
 */
export function RecentlyViewed({ current }: { current: number }) {
  const locale = useLocale();
  const recent = useShopList('recent');
  const [found, setFound] = useState<{ key: string; cards: ProductCard[] }>({ key: '', cards: [] });
  useEffect(() => void noteViewed(current), [current]);
  const others = (recent ?? []).filter((id) => id !== current);
  const key = others.join(',');
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    loadShop(httpContentSource(controller.signal))
      .then(({ products, refs }) => {
        const byId = new Map(products.map((p) => [p.id, p]));
        const cards = key.split(',').flatMap((id) => {
          const product = byId.get(Number(id));
          return product ? [productCard(product, refs, locale)] : [];
        });
        setFound({ key, cards });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, locale]);
  const cards = found.key === key ? found.cards : [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={s.h2}>
        <Trans>You viewed recently</Trans>
      </h2>
      <ul className={s.recent}>
        {cards.map((p) => (
          <ProductCardItem key={p.id} product={p} className={s.recentItem} />
        ))}
      </ul>
    </section>
  );
}
