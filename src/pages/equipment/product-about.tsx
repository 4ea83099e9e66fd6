import { Trans, useLingui } from '@lingui/react/macro';
import type { CharacteristicKey } from '../../domain/content/products';
import type { ProductCard } from '../../domain/market/view';
import { RichText } from '../../ui/rich-text';
import { ProductCardItem } from './product-card';
import { ProductTabs } from './product-tabs';
import { characteristicName } from './words';
import * as s from './shop.css';

export interface AboutProps {
  /** Sanitised HTML of the content. */
  description: string;
  main: { key: CharacteristicKey; value: string }[];
  additional: { key: CharacteristicKey; value: string }[];
  modifications: ProductCard[];
}

export function Specs({ rows }: { rows: { key: CharacteristicKey; value: string }[] }) {
  const { i18n } = useLingui();
  return (
    <table className={s.specs}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={s.specRow}>
            <th scope="row" className={s.specName}>
              {i18n._(characteristicName[row.key])}
            </th>
            <td className={s.specValue}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A product's description, characteristics and modifications (an island: tabs once hydrated). */
export function ProductAbout({ description, main, additional, modifications }: AboutProps) {
  const { t } = useLingui();
  const tabs = [
    { id: 'product-description', label: t`Description`, content: <RichText html={description} /> },
    {
      id: 'product-characteristics',
      label: t`Characteristics`,
      content: (
        <>
          <h3 className={s.specGroup}>
            <Trans>Main characteristics</Trans>
          </h3>
          <Specs rows={main} />
          {additional.length > 0 && (
            <>
              <h3 className={s.specGroup}>
                <Trans>Additional characteristics</Trans>
              </h3>
              <Specs rows={additional} />
            </>
          )}
        </>
      ),
    },
    {
      id: 'product-modifications',
      label: t`Modifications`,
      content:
        modifications.length === 0 ? (
          <p>
            <Trans>This model comes in one modification.</Trans>
          </p>
        ) : (
          <ul className={s.products}>
            {modifications.map((m) => (
              <ProductCardItem key={m.id} product={m} />
            ))}
          </ul>
        ),
    },
  ];
  return <ProductTabs tabs={tabs} />;
}
