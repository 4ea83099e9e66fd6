/**
 * The coverage map: Leaflet (with its stylesheet) loads with this part only. Tiles come from
 * the configured server; without one the areas are drawn on a plain background, so each
 * locality's name is written on the map (map-labels.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { latLngBounds, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Polygon, TileLayer, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import type { MapTiles } from '../../domain/map-tiles';
import { localityNames } from '../../domain/localities';
import type { LocalityCode } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import type { AreaView } from './load';
import { MapLabels } from './map-labels';
import * as s from './coverage-map.css';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fits the map to the locality of /cover/{city} (or to every area) whenever it changes. */
function FitTo({ bounds, label }: { bounds: LatLngBounds; label: string }) {
  const map = useMap();
  useEffect(() => {
    // More room below: each locality's name hangs under its areas.
    map.fitBounds(bounds, { paddingTopLeft: [16, 16], paddingBottomRight: [16, 40] });
  }, [map, bounds]);
  useEffect(() => {
    map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

interface Props {
  areas: AreaView[];
  city: LocalityCode | null;
  /** The map's name for screen readers. */
  label: string;
  tiles: MapTiles | null;
  /** Once Leaflet has drawn the map, with its container. */
  onShown: (container: HTMLElement) => void;
}

export default function CoverageMap({ areas, city, label, tiles, onShown }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const bounds = useMemo(() => latLngBounds(areas.filter((a) => !city || a.locality === city).flatMap((a) => a.polygon)), [areas, city]);
  useEffect(() => {
    if (map) map.whenReady(() => onShown(map.getContainer()));
  }, [map, onShown]);
  return (
    <MapContainer ref={setMap} className={s.map} bounds={bounds} zoomSnap={0.25} zoomControl={false} attributionControl={Boolean(tiles)} scrollWheelZoom={false}>
      {tiles && <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} />}
      <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
      <FitTo bounds={bounds} label={label} />
      {areas.map((a, i) => {
        const active = city === a.locality;
        return (
          <Polygon
            // Leaflet sets a path's class once, when it is made: a new highlight makes new paths.
            key={`${a.locality}-${i}-${String(city)}`}
            positions={a.polygon}
            // Colours come from the stylesheet (theme variables), by class.
            className={active ? `${s.activeArea} cover-active` : city ? s.mutedArea : s.area}
          >
            <Tooltip>{`${localityNames[a.locality][locale]}: ${a.name}`}</Tooltip>
          </Polygon>
        );
      })}
      <MapLabels areas={areas} city={city} />
    </MapContainer>
  );
}
