import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
const round = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  fontSize: '1.25rem',
});
/** On the dark footer, and on a light page. */
export const link = styleVariants({
  dark: [round, { background: 'rgba(255,255,255,.1)', color: '#fff', selectors: { '&:hover': { background: vars.color.accent, color: vars.color.navy } } }],
  light: [round, { background: vars.color.surface, color: vars.color.primaryDark, selectors: { '&:hover': { background: vars.color.primary, color: vars.color.onPrimary } } }],
});
