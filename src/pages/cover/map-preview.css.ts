import { style } from '@vanilla-extract/css';
import { up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/* The server's map fills the map's box until Leaflet's takes its place. */
export const layer = style({ position: 'absolute', inset: 0, borderRadius: vars.radius.lg, overflow: 'hidden' });
export const picture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  outlineOffset: -3,
});
const svg = { width: '100%', height: '100%' } as const;
export const phone = style({ ...svg, display: 'block', '@media': { [up('md')]: { display: 'none' } } });
export const wide = style({ ...svg, display: 'none', '@media': { [up('md')]: { display: 'block' } } });

/* The names lie over the button: a touch on one goes through to it. */
export const names = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

export const labelBack = style({ fill: 'rgba(255, 255, 255, 0.9)', stroke: 'rgba(15, 27, 61, 0.2)', strokeWidth: 1 });
export const activeLabelBack = style({ fill: vars.color.navy });
export const labelText = style({ fill: vars.color.navy, fontFamily: vars.font.body, fontWeight: vars.font.weight.bold });
export const activeLabelText = style({ fill: '#fff' });

/* Says the map moves once touched: top right, clear of the zoom buttons Leaflet puts top left. */
export const hint = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  maxWidth: 'calc(100% - 2 * 0.5rem)',
  margin: 0,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.92)',
  boxShadow: '0 1px 2px rgba(15, 27, 61, 0.25)',
  color: vars.color.navy,
  fontSize: vars.font.size.xs,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  pointerEvents: 'none',
  '@media': { [up('md')]: { fontSize: vars.font.size.sm } },
});
