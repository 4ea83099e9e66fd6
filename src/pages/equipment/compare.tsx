import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { httpContentSource } from '../../data/content-source';
import type { Product } from '../../domain/content/products';
import { type CharacteristicKey, characteristicKeys } from '../../domain/market/codes';
import { formatMoney } from '../../domain/format';
import { assetUrl } from '../../domain/content/translate';
import { type Locale, pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { loadShop } from './load';
import { PriceLine, StockLine } from './product-card';
import { removeFromCompare, resetCompare, useShopList } from './shop-lists';
import { availabilityName, characteristicName, colourName } from './words';
import * as s from './shop.css';

type Row = { label: string; values: [string, string] };

/** Every characteristic either product has, in the order of the characteristics' list. */
function characteristicRows(a: Product, b: Product | null, locale: Locale, name: (key: CharacteristicKey) => string): Row[] {
  const lines = (p: Product | null) => (p ? [...p.main_characteristics, ...p.additional_characteristics] : []);
  const value = (p: Product | null, key: CharacteristicKey) => {
    const found = lines(p).find((c) => c.key === key);
    return found ? pick(locale, found.value_ukr, found.value_ru) : '—';
  };
  const present = new Set([...lines(a), ...lines(b)].map((c) => c.key));
  return characteristicKeys.filter((key) => present.has(key)).map((key) => ({ label: name(key), values: [value(a, key), value(b, key)] }));
}

/**
 * The two products kept for comparison on this device, side by side (35 / 30 / 35 %), with the
 * rows where they differ marked. Read from IndexedDB and the content the service worker keeps,
 * so it works offline; another tab's change shows here at once.
 */
export function Compare() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const ids = useShopList('compare');
  const [products, setProducts] = useState<Product[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadShop(httpContentSource(controller.signal))
      .then(({ products: all }) => setProducts(all))
      .catch(() => setProducts((now) => now ?? []));
    return () => controller.abort();
  }, []);
  if (ids === null || products === null) return <p aria-busy="true">{t`Loading…`}</p>;
  const chosen = (ids ?? []).flatMap((id) => products.filter((p) => p.id === id));
  const [a, b = null] = chosen;
  if (!a) {
    return (
      <div className={s.empty}>
        <p>
          <Trans>You have not selected products for comparison.</Trans>
        </p>
        <AppLink to="equipment" className={button.primary}>
          <Trans>Go to the shop</Trans>
        </AppLink>
      </div>
    );
  }
  const name = (k: CharacteristicKey) => i18n._(characteristicName[k]);
  const stock = (p: Product | null) => (p ? i18n._(availabilityName[p.availability]) : '—');
  const colours = (p: Product | null) => (p ? p.colour.map((c) => i18n._(colourName[c])).join(', ') : '—');
  const money = (p: Product | null) => (p ? t`${formatMoney(p.price, locale)} UAH` : '—');
  const all: Row[] = [
    { label: t`Price`, values: [money(a), money(b)] },
    { label: t`Availability`, values: [stock(a), stock(b)] },
    { label: t`Colour`, values: [colours(a), colours(b)] },
    ...characteristicRows(a, b, locale, name),
  ];
  const head = (p: Product | null) =>
    p ? (
      <th scope="col" className={s.compareSide}>
        <img className={s.compareImage} src={assetUrl(p.images[0]?.image ?? '')} alt="" width={180} height={180} />
        <AppLink to="equipment-product" params={{ link: p.url }}>
          {p.name}
        </AppLink>
        <PriceLine price={p.price} oldPrice={p.oldPrice} />
        <StockLine availability={p.availability} />
        <button type="button" className={`${button.outline} ${s.compareRemove}`} onClick={() => void removeFromCompare(p.id)}>
          <Trans>Remove</Trans>
        </button>
      </th>
    ) : (
      <td className={s.compareSide}>
        <p>
          <Trans>Add a second product from the shop to compare.</Trans>
        </p>
        <AppLink to="equipment" className={button.outline}>
          <Trans>Go to the shop</Trans>
        </AppLink>
      </td>
    );
  return (
    <>
      <div className={s.compareTools}>
        <button type="button" className={button.outline} onClick={() => void resetCompare()}>
          <Trans>Reset the comparison</Trans>
        </button>
        {b && (
          <p className={s.code}>
            <Trans>Rows where the products differ are highlighted.</Trans>
          </p>
        )}
      </div>
      <div className={s.compareWrap}>
        <table className={s.compareTable}>
          <caption className={s.code}>{b ? t`${a.name} and ${b.name}` : a.name}</caption>
          <thead>
            <tr>
              {head(a)}
              <td className={s.compareMiddle} />
              {head(b)}
            </tr>
          </thead>
          <tbody>
            {all.map((row) => {
              const differs = b !== null && row.values[0] !== row.values[1];
              return (
                <tr key={row.label} className={differs ? `${s.compareRow} ${s.compareDiffers}` : s.compareRow} data-differs={differs || undefined}>
                  <td className={s.compareSide}>{row.values[0]}</td>
                  <th scope="row" className={s.compareMiddle}>
                    {row.label}
                  </th>
                  <td className={s.compareSide}>{row.values[1]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
