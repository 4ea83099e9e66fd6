import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useRef } from 'react';
import { AppLink } from '../../routing/app-link';
import type { Parts } from '../../ui/part-slot';
import { container, section } from '../../ui/container.css';
import { IslandsMode } from '../../ui/island';
import { useEnhancer } from '../../ui/use-enhancer';
import { ProductCardItem } from './product-card';
import * as s from './shop.css';

/**
 * The home page's shop carousel: the most popular products in a row that scrolls sideways on its
 * own; Swiper takes it over (arrows, keys) once the visitor reaches for it (shop-carousel.enhance.ts).
 */
const ShopCarousel: Parts['shopCarousel'] = ({ products }) => {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  // On an islands-mode page a plain script starts it; the whole app starts the same from an effect.
  const islands = useContext(IslandsMode);
  useEnhancer(root, () => import('./shop-carousel.enhance'), products.map((p) => p.id).join(' '), products.length > 1);
  if (products.length === 0) return null;
  const labels = JSON.stringify({ prev: t`Previous products`, next: t`Next products` });
  return (
    <section className={`${container} ${section}`} aria-labelledby="home-shop">
      <div className={s.carouselHead}>
        <h2 id="home-shop" className={s.carouselTitle}>
          <Trans>Equipment for your home network</Trans>
        </h2>
        <AppLink to="equipment">
          <Trans>All equipment</Trans>
        </AppLink>
      </div>
      <div ref={root} className={s.carousel} data-enhance={islands ? 'pages/equipment/shop-carousel.enhance' : undefined} data-labels={labels}>
        <ul className={s.carouselTrack} aria-label={t`Popular products`}>
          {products.map((p) => (
            <ProductCardItem key={p.id} product={p} className={s.carouselItem} />
          ))}
        </ul>
      </div>
    </section>
  );
};
export default ShopCarousel;
