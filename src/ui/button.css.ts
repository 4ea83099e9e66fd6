import { style, styleVariants } from '@vanilla-extract/css';
import { down } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color .15s, color .15s, border-color .15s',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
  // A long label wraps on a phone rather than pushing the page sideways.
  '@media': { [down('sm')]: { whiteSpace: 'normal', textAlign: 'center' } },
});

export const button = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryDark, color: vars.color.onPrimary } } }],
  accent: [base, { background: vars.color.accent, color: vars.color.navy, selectors: { '&:hover': { background: '#ffc53d', color: vars.color.navy } } }],
  outline: [base, { background: 'transparent', color: vars.color.primary, borderColor: vars.color.primary, selectors: { '&:hover': { background: vars.color.primarySoft } } }],
  ghost: [base, { background: 'transparent', color: 'inherit', paddingInline: vars.space.sm, selectors: { '&:hover': { background: 'rgba(255,255,255,.12)' } } }],
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.5rem',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(15,27,61,.06)' } },
});

/** A 44 px round icon button on the soft primary tint (menu, close). */
export const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  flex: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: '1.5rem',
  cursor: 'pointer',
});
