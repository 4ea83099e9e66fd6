import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const map = style({
  height: 340,
  width: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  '@media': { [up('md')]: { height: 520 } },
  // Over leaflet.css's grey: the same ground as the drawing the map takes over from.
  selectors: { '&.leaflet-container': { background: vars.color.primarySoft } },
});

/* Leaflet writes stroke and fill as SVG attributes; a stylesheet rule wins over them. */
const path = { strokeLinejoin: 'round', strokeWidth: 2 } as const;
export const area = style({ ...path, stroke: vars.color.primary, fill: vars.color.primary, fillOpacity: 0.3 });
export const mutedArea = style({ ...path, stroke: vars.color.primary, fill: vars.color.primary, fillOpacity: 0.12, strokeOpacity: 0.6 });
export const activeArea = style({ ...path, stroke: vars.color.accentDark, fill: vars.color.accent, fillOpacity: 0.5, strokeWidth: 3 });

/* A locality's name on the map: Leaflet places the zero-size anchor, the name hangs centred below it. */
export const labelAnchor = style({ background: 'none', border: 0 });
export const label = style({
  position: 'absolute',
  left: 0,
  top: 0,
  transform: 'translate(-50%, 3px)',
  whiteSpace: 'nowrap',
  padding: '1px 6px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.9)',
  boxShadow: '0 1px 2px rgba(15, 27, 61, 0.25)',
  color: vars.color.navy,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weight.bold,
  fontSize: 13,
  lineHeight: 1.35,
  '@media': { [up('md')]: { fontSize: 14 } },
});
export const activeLabel = style({ background: vars.color.navy, color: '#fff' });
export const labelHidden = style({ visibility: 'hidden' });
