/**
 * The coverage map as the server draws it: the areas and the localities' names in SVG, for a
 * phone's box and a wide one (CSS shows the one that fits). It is the map until Leaflet's takes
 * its place on the first touch, and the whole map without JavaScript or offline.
 */
import { Trans } from '@lingui/react/macro';
import type { LocalityCode } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import type { AreaView } from './load';
import { type Frame, frames, layOut } from './map-frame';
import * as m from './coverage-map.css';
import * as s from './map-preview.css';

type Layout = ReturnType<typeof layOut>;

/** One box size's drawing: the areas (inside the button), or the names over them (outside it, so the button's name is the map's). */
function Drawing({ drawn, city, frame, part }: { drawn: Layout; city: LocalityCode | null; frame: Frame; part: 'areas' | 'names' }) {
  const size = frame === frames.phone ? s.phone : s.wide;
  return (
    <svg className={part === 'names' ? `${size} ${s.names}` : size} viewBox={`0 0 ${frame.width} ${frame.height}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">
      {part === 'areas'
        ? drawn.areas.map((a, i) => <polygon key={i} points={a.points} className={city === a.locality ? m.activeArea : city ? m.mutedArea : m.area} data-locality={a.locality} />)
        : drawn.labels.map((l) => (
            <g key={l.code} data-preview-label={l.code}>
              <rect x={l.x - l.width / 2} y={l.y} width={l.width} height={l.height} rx={l.height / 2} className={l.code === city ? `${s.labelBack} ${s.activeLabelBack}` : s.labelBack} />
              <text x={l.x} y={l.y + l.height / 2} textAnchor="middle" dominantBaseline="central" fontSize={frame.font} className={l.code === city ? `${s.labelText} ${s.activeLabelText}` : s.labelText}>
                {l.name}
              </text>
            </g>
          ))}
    </svg>
  );
}

const hintId = 'cover-map-hint';

/**
 * A button, named as the map: pressing it (or focusing it, or any touch) brings the moving map.
 * `label` names the map for screen readers.
 */
export function MapPreview({ areas, city, label, hidden }: { areas: AreaView[]; city: LocalityCode | null; label: string; hidden: boolean }) {
  const locale = useLocale();
  // Each box size laid out once, for its areas and its names alike.
  const phone = layOut(areas, city, locale, frames.phone);
  const wide = layOut(areas, city, locale, frames.wide);
  return (
    <div className={s.layer} hidden={hidden}>
      <button type="button" className={s.picture} aria-label={label} aria-describedby={hintId} data-map-preview="">
        <Drawing drawn={phone} city={city} frame={frames.phone} part="areas" />
        <Drawing drawn={wide} city={city} frame={frames.wide} part="areas" />
      </button>
      <Drawing drawn={phone} city={city} frame={frames.phone} part="names" />
      <Drawing drawn={wide} city={city} frame={frames.wide} part="names" />
      <p id={hintId} className={s.hint}>
        <Trans>Tap the map to move and zoom it</Trans>
      </p>
    </div>
  );
}
