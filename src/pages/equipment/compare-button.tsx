import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/notify';
import { compareLimit, toggleCompare, useShopList } from './shop-lists';
import * as s from './shop.css';

/**
 * "Compare": adds the product to the two compared (the added-product dialog and a toast), takes
 * it out if it is there already, and refuses a third with the overflow dialog. Accessories and
 * sets (types 4 and 8) have nothing to compare and say so.
 */
export function CompareButton({ product, className = button.outline }: { product: { id: number; name: string; comparable: boolean }; className?: string }) {
  const { t } = useLingui();
  const compared = useShopList('compare');
  const [shown, setShown] = useState<'added' | 'full' | null>(null);
  const on = compared?.includes(product.id) ?? false;
  if (!product.comparable) {
    return (
      <p className={s.code}>
        <Trans>Accessories and sets are not compared.</Trans>
      </p>
    );
  }
  const click = async () => {
    const outcome = await toggleCompare(product);
    if (outcome === 'added') {
      notify(t`${product.name} is added to the comparison.`, 'success');
      setShown('added');
    } else if (outcome === 'removed') notify(t`${product.name} is taken out of the comparison.`);
    else if (outcome === 'full') setShown('full');
  };
  return (
    <>
      <button type="button" className={className} aria-pressed={on} onClick={() => void click()}>
        {on ? <Trans>In comparison</Trans> : <Trans>Compare</Trans>}
      </button>
      {shown && (
        <Modal open onClose={() => setShown(null)} title={shown === 'added' ? t`Added to the comparison` : t`The comparison is full`} closeLabel={t`Close`}>
          <p>{shown === 'added' ? <Trans>{product.name} is in the comparison.</Trans> : <Trans>You can add only {compareLimit} products to the comparison.</Trans>}</p>
          <div className={s.actions}>
            <AppLink to="equipment-compare" className={button.primary}>
              <Trans>Go to the comparison</Trans>
            </AppLink>
            <button type="button" className={button.outline} onClick={() => setShown(null)}>
              <Trans>Continue shopping</Trans>
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
