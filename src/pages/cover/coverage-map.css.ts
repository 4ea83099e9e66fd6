import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const map = style({
  height: 340,
  width: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  '@media': { [up('md')]: { height: 520 } },
});

/* Leaflet writes stroke and fill as SVG attributes; a stylesheet rule wins over them. */
const path = { strokeLinejoin: 'round', strokeWidth: 2 } as const;
export const area = style({ ...path, stroke: vars.color.primary, fill: vars.color.primary, fillOpacity: 0.3 });
export const mutedArea = style({ ...path, stroke: vars.color.primary, fill: vars.color.primary, fillOpacity: 0.12, strokeOpacity: 0.6 });
export const activeArea = style({ ...path, stroke: vars.color.accentDark, fill: vars.color.accent, fillOpacity: 0.5, strokeWidth: 3 });
