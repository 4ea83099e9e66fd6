import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../routing/app-link';
import type { Parts } from '../../ui/part-slot';
import { container, section } from '../../ui/container.css';
import { ProductCardItem } from './product-card';
import * as s from './shop.css';

/**
 * The home page's shop carousel: the most popular products in a row that scrolls sideways on its
 * own; Swiper takes it over (arrows, keys) once the visitor reaches for it (shop-carousel.enhance.ts).
 */
const ShopCarousel: Parts['shopCarousel'] = ({ products }) => {
  const { t } = useLingui();
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
      <div className={s.carousel} data-enhance="pages/equipment/shop-carousel.enhance" data-labels={labels}>
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
