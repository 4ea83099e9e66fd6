import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSiteData } from '../../data/site-data';
import { lazyWhenOnline } from '../../offline/import-when-online';
import { useOnline } from '../../offline/use-online';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { useHydrated } from '../../ui/use-hydrated';
import { AddressCheck } from './address-check';
import { CityList } from './city-list';
import type { CoverData } from './load';
import * as s from './cover.css';

// Leaflet is the heaviest thing here and browser-only: it loads after the page is interactive
// (its few words are in the page's catalog).
const CoverageMap = lazyWhenOnline(() => import('./coverage-map'));

/** /cover and /cover/{city}: the served areas on a map, the localities, and the address check. */
export default function CoverPage({ title, data }: PageProps) {
  const { areas, covered, planned, streets, city, meta } = data as CoverData;
  const online = useOnline();
  const hydrated = useHydrated();
  const { mapTiles } = useSiteData();
  // The loader's title names the locality (and is the page's <title>).
  const heading = meta?.title ?? title;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{heading}</h1>
        <p className={s.lead}>
          <Trans>Fibre reaches Zaporizhzhia and nine localities around it. Find your area on the map or check your street.</Trans>
        </p>
      </div>
      <div className={s.layout}>
        <div className={s.mapColumn}>
          {!online && (
            <p className={s.offline} role="note">
              <Trans>You are offline: the map shows the served areas without the street map, which needs the network. The localities and the address check work.</Trans>
            </p>
          )}
          <div className={s.mapBox}>
            {hydrated && (
              <Suspense fallback={null}>
                <CoverageMap areas={areas} city={city} tiles={online ? mapTiles : null} />
              </Suspense>
            )}
          </div>
        </div>
        <div className={s.side}>
          <AddressCheck streets={streets} covered={covered} planned={planned} />
          <CityList areas={areas} city={city} />
        </div>
      </div>
    </div>
  );
}
