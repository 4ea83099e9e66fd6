/**
 * The localities' names written on the coverage map, one under each locality's areas (the map
 * has no street map under it by default). Where names would overlap, as on a phone,
 * the less important one is hidden: the page's city first, then the regional capital.
 */
import { divIcon, latLng } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { localityNames } from '../../domain/localities';
import { localityCodes, type LocalityCode } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import type { AreaView } from './load';
import { labelAnchor, labelGap as gap, labelRank } from './map-frame';
import * as s from './coverage-map.css';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Hides each label that overlaps one already shown or leaves the map, in the labels' order. */
function declutter(container: HTMLElement) {
  const box = container.getBoundingClientRect();
  const shown: DOMRect[] = [];
  const labels = [...container.querySelectorAll<HTMLElement>('[data-map-label]')].sort((a, b) => Number(a.dataset.rank) - Number(b.dataset.rank));
  for (const label of labels) {
    label.classList.remove(s.labelHidden);
    const r = label.getBoundingClientRect();
    const inside = r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
    const clear = shown.every((o) => r.right + gap <= o.left || o.right + gap <= r.left || r.bottom + gap <= o.top || o.bottom + gap <= r.top);
    if (inside && clear) shown.push(r);
    else label.classList.add(s.labelHidden);
  }
}

function Declutter({ version }: { version: string }) {
  const map = useMap();
  useMapEvents({ zoomend: () => declutter(map.getContainer()), moveend: () => declutter(map.getContainer()), resize: () => declutter(map.getContainer()) });
  useEffect(() => {
    // After the markers' own effects have put them on the map.
    const frame = requestAnimationFrame(() => declutter(map.getContainer()));
    return () => cancelAnimationFrame(frame);
  }, [map, version]);
  return null;
}

export function MapLabels({ areas, city }: { areas: AreaView[]; city: LocalityCode | null }) {
  const locale = useLocale();
  const labels = useMemo(() => {
    return localityCodes.flatMap((code) => {
      const points = areas.filter((a) => a.locality === code).flatMap((a) => a.polygon);
      if (points.length === 0) return [];
      const name = escapeHtml(localityNames[code][locale]);
      const className = code === city ? `${s.label} ${s.activeLabel}` : s.label;
      const icon = divIcon({
        className: s.labelAnchor,
        iconSize: [0, 0],
        html: `<span class="${className}" data-map-label data-rank="${labelRank(code, city)}">${name}</span>`,
      });
      const [lat, lng] = labelAnchor(points);
      return [{ code, anchor: latLng(lat, lng), icon }];
    });
  }, [areas, city, locale]);
  return (
    <>
      {labels.map((l) => (
        <Marker key={`${l.code}-${locale}-${String(city)}`} position={l.anchor} icon={l.icon} interactive={false} keyboard={false} />
      ))}
      <Declutter version={`${locale}-${String(city)}`} />
    </>
  );
}
