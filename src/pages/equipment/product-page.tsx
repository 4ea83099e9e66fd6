import { Trans, useLingui } from '@lingui/react/macro';
import { notComparableTypes } from '../../domain/market/codes';
import { assetUrl, translation } from '../../domain/content/translate';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import CompareButtonPart from './compare-button.island';
import type { ProductData } from './load';
import ProductAboutPart from './product-about.island';
import { PriceLine, ProductBadges, StockLine } from './product-card';
import ProductGalleryPart from './product-gallery.island';
import { ProductTerms } from './product-terms';
import RecentPart from './recent.island';
import { colourName, viewName } from './words';
import * as s from './shop.css';

const Gallery = island('pages/equipment/product-gallery.island', ProductGalleryPart, { when: 'touch' });
const CompareButton = island('pages/equipment/compare-button.island', CompareButtonPart, { when: 'touch' });
const About = island('pages/equipment/product-about.island', ProductAboutPart, { when: 'touch' });
const Recent = island('pages/equipment/recent.island', RecentPart, { when: 'idle', clientOnly: true });

/** /equipment/{link}: pictures, price, stock, colours, the shop's terms, then the tabs and what was viewed lately. */
export default function ProductPage({ data }: PageProps) {
  const { product, refs, modifications } = data as ProductData;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const tr = translation(product.translations, locale);
  const category = refs.categories.find((c) => c.id === product.category);
  const maker = refs.producers.find((m) => m.id === product.producer);
  const images = product.images.map((image) => ({ url: assetUrl(image.image), alt: `${product.name}: ${i18n._(viewName[image.view])}` }));
  const value = (c: { value_ukr: string; value_ru: string }) => pick(locale, c.value_ukr, c.value_ru);
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.product}>
        <div className={s.gallery}>
          <ProductBadges discount={product.discount} tag={product.tag} />
          <Gallery images={images} />
        </div>
        <div className={s.info}>
          <h1 className={s.h1}>{product.name}</h1>
          <p className={s.code}>
            <Trans>Code: {product.code}</Trans>
            {maker && (
              <>
                {' · '}
                <Trans>Producer: {maker.name}</Trans>
              </>
            )}
            {category && (
              <>
                {' · '}
                <AppLink to="equipment-category" params={{ link: category.url }}>
                  {pick(locale, category.name_ukr, category.name_ru)}
                </AppLink>
              </>
            )}
          </p>
          <p>{tr.summary}</p>
          <PriceLine price={product.price} oldPrice={product.oldPrice} big />
          {product.discount !== null && (
            <p className={s.code}>
              <Trans>Discount {product.discount} %</Trans>
            </p>
          )}
          <StockLine availability={product.availability} />
          <div>
            <span className={s.code}>
              <Trans>Colours:</Trans>
            </span>
            <ul className={s.colours} aria-label={t`Colours`}>
              {product.colour.map((c) => (
                <li key={c} className={s.colour}>
                  <span className={s.swatch[c]} aria-hidden="true" />
                  {i18n._(colourName[c])}
                </li>
              ))}
            </ul>
          </div>
          <div className={s.actions}>
            {/* The call-back form opens with the product to order (the shell reads data-other). */}
            <AppLink to="call" className={button.primary} data-other={t`Order: ${product.name}, code ${product.code}`}>
              <Trans>Order</Trans>
            </AppLink>
            <CompareButton product={{ id: product.id, name: product.name, comparable: !notComparableTypes.has(product.type) }} />
          </div>
          <ProductTerms />
        </div>
      </div>
      <About
        description={tr.description}
        main={product.main_characteristics.map((c) => ({ key: c.key, value: value(c) }))}
        additional={product.additional_characteristics.map((c) => ({ key: c.key, value: value(c) }))}
        modifications={modifications}
      />
      <Recent current={product.id} />
    </div>
  );
}
