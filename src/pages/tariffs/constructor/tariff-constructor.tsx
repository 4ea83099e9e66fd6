/**
 * <TariffConstructor>: where a page shows the constructor. Its code and words load once the page
 * is interactive; the box keeps the constructor's height meanwhile. Its rules come from the
 * page's loader (loadConstructor in ./load).
 */
import { Suspense } from 'react';
import { lazyPart } from '../../../i18n/lazy-part';
import { useHydrated } from '../../../ui/use-hydrated';
import type { ConstructorData } from './load';
import * as s from './constructor.css';

const ConstructorView = lazyPart('tariffs', () => import('./constructor-view'), 'constructor');

export function TariffConstructor({ rules }: { rules: ConstructorData }) {
  const hydrated = useHydrated();
  return (
    <div className={s.frame} id="constructor">
      {hydrated && (
        <Suspense fallback={null}>
          <ConstructorView rules={rules} />
        </Suspense>
      )}
    </div>
  );
}
