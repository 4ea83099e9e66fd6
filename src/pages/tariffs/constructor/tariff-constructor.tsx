/**
 * <TariffConstructor>: where a page shows the constructor. Its code and words load once the page
 * is interactive (on an islands-mode page, once the box comes near the viewport: a browser-only
 * island); the box keeps the constructor's height meanwhile. Its rules come from the page's
 * loader (loadConstructor in ./load).
 */
import { Suspense } from 'react';
import { lazyOwnPart } from '../../../i18n/lazy-own-part';
import { island } from '../../../ui/island';
import { useHydrated } from '../../../ui/use-hydrated';
import type { ConstructorData } from './load';
import * as s from './constructor.css';

const ConstructorView = lazyOwnPart('tariffs', () => import('./constructor-view'), 'constructor');

function LazyConstructor({ rules }: { rules: ConstructorData }) {
  const hydrated = useHydrated();
  return (
    hydrated && (
      <Suspense fallback={null}>
        <ConstructorView rules={rules} />
      </Suspense>
    )
  );
}

const Constructor = island('pages/tariffs/constructor/constructor-view.island', LazyConstructor, { clientOnly: true });

export function TariffConstructor({ rules }: { rules: ConstructorData }) {
  return (
    <div className={s.frame} id="constructor">
      <Constructor rules={rules} />
    </div>
  );
}
