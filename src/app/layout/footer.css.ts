import { globalStyle, style } from '@vanilla-extract/css';
import { down, up } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/** Room under the footer's last line for the floating buttons (56 px and their margins). */
const floatingClearance = `calc(56px + 2 * ${vars.space.md})`;
export const footer = style({ background: vars.color.navy, color: '#d8def0', marginTop: 'auto', paddingTop: vars.space.xxl, paddingBottom: floatingClearance });
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
export const column = style({ minWidth: 0 });
export const shop = style({ '@media': { [down('lg')]: { display: 'none' } } });
export const heading = style({ color: '#fff', fontSize: vars.font.size.lg, marginBottom: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  color: '#d8def0',
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { color: vars.color.accent } },
});
export const inlineIcon = style({ display: 'inline-block' });
export const phone = style([link, { fontWeight: vars.font.weight.bold, color: '#fff', fontSize: vars.font.size.lg }]);
export const bots = style({ display: 'flex', gap: vars.space.md, marginTop: vars.space.xs });
export const bot = style([link, { gap: 6 }]);
export const callButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.navy,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: '#ffc53d', color: vars.color.navy } },
});
export const offices = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(255,255,255,.12)',
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
export const office = style({ display: 'grid', gap: 2, fontStyle: 'normal' });
globalStyle(`${office} strong`, { color: '#fff' });
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  paddingBlock: vars.space.lg,
  borderTop: '1px solid rgba(255,255,255,.12)',
});
export const copyright = style({ margin: 0, fontSize: vars.font.size.sm });
