import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({ display: 'inline-flex', gap: 2, borderRadius: vars.radius.pill, padding: 2 });
export const switcher = styleVariants({
  dark: [base, { background: 'rgba(255,255,255,.12)' }],
  light: [base, { background: vars.color.primarySoft }],
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 36,
  minHeight: 28,
  justifyContent: 'center',
  paddingInline: 8,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  color: 'inherit',
  selectors: {
    '&[aria-current]': { background: vars.color.accent, color: vars.color.navy },
    '&:hover': { color: 'inherit', textDecoration: 'underline' },
  },
});
