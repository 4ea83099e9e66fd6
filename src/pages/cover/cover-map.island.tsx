/**
 * The coverage map's box: the server's drawing (map-preview.tsx) until Leaflet's moving map,
 * which loads once the box is first touched (or at once where the whole app renders the page),
 * takes its place.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useSiteData } from '../../data/site-data';
import { localityNames } from '../../domain/localities';
import type { LocalityCode } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import { lazyWhenOnline } from '../../offline/import-when-online';
import { useOnline } from '../../offline/use-online';
import { useHydrated } from '../../ui/use-hydrated';
import type { AreaView } from './load';
import { MapPreview } from './map-preview';
import * as s from './cover.css';

// Leaflet is the heaviest thing here and browser-only (its few words are in the page's catalog).
const CoverageMap = lazyWhenOnline(() => import('./coverage-map'));

export default function CoverMap({ areas, city }: { areas: AreaView[]; city: LocalityCode | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const hydrated = useHydrated();
  const { mapTiles } = useSiteData();
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const label = city ? t`Map of the served areas of ${localityNames[city][locale]}` : t`Map of the served areas`;
  const shown = useCallback((map: HTMLElement) => {
    // The drawing had the focus (a keyboard brought the map): the moving map takes it over.
    const focused = box.current?.contains(document.activeElement) ?? false;
    setReady(true);
    if (focused) map.focus();
  }, []);
  return (
    <div ref={box} className={s.mapBox}>
      <MapPreview areas={areas} city={city} label={label} hidden={ready} />
      {hydrated && (
        <Suspense fallback={null}>
          <CoverageMap areas={areas} city={city} label={label} tiles={online ? mapTiles : null} onShown={shown} />
        </Suspense>
      )}
    </div>
  );
}
