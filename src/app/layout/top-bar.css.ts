import { style } from '@vanilla-extract/css';
import { down } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const bar = style({ background: vars.color.navy, color: '#fff', fontSize: vars.font.size.sm });
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.topBar,
  '@media': { [down('sm')]: { gap: vars.space.xs } },
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  color: 'inherit',
  textDecoration: 'none',
  background: 'transparent',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  fontSize: 'inherit',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.accent } },
});
export const label = style({ '@media': { [down('sm')]: { display: 'none' } } });
export const wide = style({ '@media': { [down('md')]: { display: 'none' } } });
export const spacer = style({ flex: 1 });
